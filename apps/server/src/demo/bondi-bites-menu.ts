import { type DemoMenu, type DemoSize, dish } from './demo-menu-types';

// Bondi Bites: an English-only beach cafe. Prices in cents (AUD, GST inclusive).

const coffeeSizes = (regular: number): DemoSize[] => [
  { name: 'Regular', price: regular, default: true },
  { name: 'Large', price: regular + 100 },
];
const COFFEE = { groups: ['milk', 'coffeeExtras'] };

export const BONDI_BITES_MENU: DemoMenu = {
  name: 'Bondi Bites All Day',
  description: 'Breakfast, lunch and coffee by the beach',
  groups: [
    {
      key: 'milk',
      name: 'Milk',
      required: true,
      min: 1,
      max: 1,
      options: [
        { name: 'Full cream', default: true },
        { name: 'Skim' },
        { name: 'Oat', price: 80 },
        { name: 'Almond', price: 80 },
        { name: 'Soy', price: 60 },
      ],
    },
    {
      key: 'coffeeExtras',
      name: 'Extras',
      required: false,
      min: 0,
      max: 3,
      allowQuantity: true,
      options: [
        { name: 'Extra shot', price: 60 },
        { name: 'Decaf', price: 50 },
        { name: 'Vanilla syrup', price: 80 },
        { name: 'Caramel syrup', price: 80 },
      ],
    },
    {
      key: 'eggs',
      name: 'How would you like your eggs?',
      required: true,
      min: 1,
      max: 1,
      options: [{ name: 'Poached', default: true }, { name: 'Fried' }, { name: 'Scrambled' }],
    },
    {
      key: 'benny',
      name: 'Benedict with',
      required: true,
      min: 1,
      max: 1,
      options: [
        { name: 'Bacon', default: true },
        { name: 'Ham' },
        { name: 'Smoked salmon', price: 300 },
        { name: 'Spinach' },
      ],
    },
    {
      key: 'addOns',
      name: 'Add-ons',
      required: false,
      min: 0,
      max: 4,
      allowQuantity: true,
      options: [
        { name: 'Bacon', price: 500 },
        { name: 'Halloumi', price: 500 },
        { name: 'Avocado', price: 450 },
        { name: 'Poached egg', price: 300 },
        { name: 'Gluten-free bread', price: 200 },
      ],
    },
    {
      key: 'burgerSide',
      name: 'Choose a side',
      required: true,
      min: 1,
      max: 1,
      options: [
        { name: 'Chips', default: true },
        { name: 'Garden salad' },
        { name: 'Sweet potato fries', price: 300 },
      ],
    },
  ],
  categories: [
    {
      name: 'All-Day Breakfast',
      background: '#fde7c8',
      food: '#e0a34a',
      shape: 'plate',
      dishes: [
        dish('Smashed Avo on Sourdough', undefined, 1750, {
          description: 'Feta, lemon, dukkah and a poached egg',
          tags: ['Vegetarian', 'Recommended'],
          groups: ['addOns'],
          food: '#7fb24a',
        }),
        dish('Big Brekkie', undefined, 2400, {
          description: 'Eggs, bacon, sausage, mushrooms, tomato and hash brown',
          groups: ['eggs', 'addOns'],
        }),
        dish('Eggs Benedict', undefined, 2100, { groups: ['benny'] }),
        dish('Bacon & Egg Roll', undefined, 1100, { groups: ['addOns'] }),
        dish('Acai Bowl', undefined, 1650, {
          tags: ['Vegan', 'Gluten Free'],
          shape: 'bowl',
          food: '#6a2c70',
        }),
        dish('Bircher Muesli', undefined, 1350, {
          description: 'Breakfast only, 6:30am to 11:30am',
          window: [390, 690],
          shape: 'bowl',
          food: '#e9d8a6',
        }),
      ],
    },
    {
      name: 'Burgers & Sandwiches',
      background: '#f6d6c4',
      food: '#a0522d',
      shape: 'plate',
      dishes: [
        dish('Wagyu Beef Burger', undefined, 2300, {
          tags: ['Recommended'],
          groups: ['burgerSide', 'addOns'],
        }),
        dish('Crispy Chicken Burger', undefined, 2100, { groups: ['burgerSide'] }),
        dish('Halloumi Burger', undefined, 1950, { tags: ['Vegetarian'], groups: ['burgerSide'] }),
        dish('Reuben Sandwich', undefined, 1850),
        dish('Chicken Caesar Wrap', undefined, 1650),
      ],
    },
    {
      name: 'Salads & Bowls',
      background: '#dcefd9',
      food: '#5f9e4a',
      shape: 'bowl',
      dishes: [
        dish('Salmon Poke Bowl', undefined, 2200, { tags: ['Gluten Free'], food: '#f28c6b' }),
        dish('Nourish Bowl', undefined, 1900, { tags: ['Vegan', 'Gluten Free'] }),
        dish('Chicken Caesar Salad', undefined, 1950),
        dish('Roast Pumpkin & Feta Salad', undefined, 1800, { tags: ['Vegetarian'], food: '#e98a2e' }),
      ],
    },
    {
      name: 'Coffee',
      background: '#e8dccd',
      food: '#9c6b43',
      shape: 'cup',
      dishes: [
        dish('Flat White', undefined, 480, { sizes: coffeeSizes(480), ...COFFEE, tags: ['Recommended'] }),
        dish('Latte', undefined, 480, { sizes: coffeeSizes(480), ...COFFEE }),
        dish('Cappuccino', undefined, 480, { sizes: coffeeSizes(480), ...COFFEE }),
        dish('Long Black', undefined, 450, {
          sizes: coffeeSizes(450),
          groups: ['coffeeExtras'],
          food: '#4a2c1a',
        }),
        dish('Mocha', undefined, 550, { sizes: coffeeSizes(550), ...COFFEE, food: '#6b3e26' }),
        dish('Chai Latte', undefined, 550, { sizes: coffeeSizes(550), groups: ['milk'], food: '#c89f6e' }),
      ],
    },
    {
      name: 'Cakes & Sweets',
      background: '#f9dbe4',
      food: '#d98c5f',
      shape: 'tarts',
      dishes: [
        dish('Banana Bread', undefined, 750, { shape: 'plate', groups: ['addOns'] }),
        dish('Lemon Tart', undefined, 800, { food: '#f2d04b' }),
        dish('Chocolate Brownie', undefined, 650, { tags: ['Gluten Free'], food: '#5a3522' }),
        dish('Blueberry Muffin', undefined, 600, { food: '#7a6fb0' }),
      ],
    },
    {
      name: 'Cold Drinks',
      background: '#d3ecf5',
      food: '#f5a623',
      shape: 'cup',
      dishes: [
        dish('Fresh Orange Juice', undefined, 800, { tags: ['Vegan'] }),
        dish('Iced Latte', undefined, 650, { groups: ['milk'], food: '#c9a27e' }),
        dish('Berry Smoothie', undefined, 1000, { food: '#b8336a' }),
      ],
    },
  ],
};
