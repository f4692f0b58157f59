import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeDish } from '../../../test/online-fixtures';
import { renderWithApp } from '../../../test/render';
import { CategoryMenu } from './category-menu';

const dishes = (category: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeDish(`${category}${i + 1}`, { categoryId: category, thumbImage: `/api/images/${category}${i + 1}` }),
  );

describe('CategoryMenu dish pictures', () => {
  // Classic rows show a picture only with big images.
  it.each([
    ['modern', false],
    ['simple', false],
    ['classic', true],
  ] as const)(
    '%s: the first screen’s pictures load at once (the first two first), the rest lazily, all sized',
    async (variant, bigImage) => {
      renderWithApp(
        <CategoryMenu
          categories={[makeCategory('a', dishes('a', 6)), makeCategory('b', dishes('b', 2))]}
          currencySymbol="$"
          variant={variant}
          bigImage={bigImage}
          onOpen={() => {}}
        />,
      );
      await screen.findByRole('img', { name: 'Dish a1' });
      const loading = (name: string) => {
        const img = screen.getByRole('img', { name });
        expect(img).toHaveAttribute('width');
        expect(img).toHaveAttribute('height');
        return [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
      };
      expect(loading('Dish a1')).toEqual(['eager', 'high']);
      expect(loading('Dish a2')).toEqual(['eager', 'high']);
      expect(loading('Dish a3')).toEqual(['eager', 'auto']);
      expect(loading('Dish a4')).toEqual(['eager', 'auto']);
      expect(loading('Dish a5')).toEqual(['lazy', null]);
      expect(loading('Dish b1')).toEqual(['lazy', null]);
    },
  );
});
