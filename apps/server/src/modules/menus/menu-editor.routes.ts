import {
  AddOptionRequest,
  AddOptionsRequest,
  CategoryInput,
  CookingCategoriesResponse,
  CookingCategoryInput,
  CookingCategoryParams,
  ErrorResponse,
  GroupInput,
  IdParams,
  IdResponse,
  IdsResponse,
  ItemInput,
  MENU_MESSAGES as M,
  MenuCategoriesResponse,
  MenuCategoryParams,
  MenuGroupParams,
  MenuGroupsResponse,
  MenuIdParams,
  MenuItemPathParams,
  MessageResponse,
  RefreshLinksResponse,
  ReorderCategoriesRequest,
  ReorderGroupsRequest,
  SaveItemsRequest,
  SaveItemsResponse,
} from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCookingCategoriesService } from './cooking-categories.service';
import { menuGuard, restaurantOf } from './menu-access';
import { createMenuGroupsService } from './menu-groups.service';
import { createMenuItemsService } from './menu-items.service';

const tags = ['menus'];
const security = [{ session: [] }];
const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The menu editor: categories, items, 'Choices And Addons' groups and options, cooking categories. */
export function registerMenuEditorRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const items = createMenuItemsService(app.deps);
  const groups = createMenuGroupsService(app.deps);
  const cooking = createCookingCategoriesService(app.deps);
  const preHandler = menuGuard();
  const s = (summary: string) => ({ tags, security, summary });

  // ── categories and items ──
  api.get(
    '/menuCategories/:id',
    {
      preHandler,
      schema: {
        ...s('The menu and its categories with items'),
        params: IdParams,
        response: { 200: MenuCategoriesResponse, ...errors },
      },
    },
    async (request) => items.categories(restaurantOf(request), request.params.id),
  );
  api.put(
    '/menuCategories',
    {
      preHandler,
      schema: {
        ...s('Reorders the categories'),
        body: ReorderCategoriesRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await items.reorderCategories(restaurantOf(request), request.body);
      return { message: M.updated };
    },
  );
  api.post(
    '/menuCategory',
    {
      preHandler,
      schema: {
        ...s('Adds a category; returns id'),
        body: CategoryInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({
      id: await items.saveCategory(restaurantOf(request), request.body, false),
      message: M.saved,
    }),
  );
  api.put(
    '/menuCategory',
    {
      preHandler,
      schema: { ...s('Updates a category'), body: CategoryInput, response: { 200: IdResponse, ...errors } },
    },
    async (request) => ({
      id: await items.saveCategory(restaurantOf(request), request.body, true),
      message: M.updated,
    }),
  );
  api.delete(
    '/menuCategory/:menuId/:categoryId',
    {
      preHandler,
      schema: {
        ...s('Deletes a category and its items'),
        params: MenuCategoryParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await items.deleteCategory(restaurantOf(request), request.params.menuId, request.params.categoryId);
      return { message: M.deleted };
    },
  );
  api.post(
    '/menuItem',
    {
      preHandler,
      schema: {
        ...s('Creates or updates an item (client-generated id); returns id'),
        body: ItemInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({ id: await items.saveItem(restaurantOf(request), request.body), message: M.saved }),
  );
  api.delete(
    '/menuItem/:menuId/:itemId',
    {
      preHandler,
      schema: {
        ...s('Deletes an item (decision 55)'),
        params: MenuItemPathParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await items.deleteItem(restaurantOf(request), request.params.menuId, request.params.itemId);
      return { message: M.deleted };
    },
  );
  api.post(
    '/menuItems',
    {
      preHandler,
      schema: {
        ...s('Saves several items of one category'),
        body: SaveItemsRequest,
        response: { 200: SaveItemsResponse, ...errors },
      },
    },
    async (request) => ({
      ids: await items.saveItems(restaurantOf(request), request.body),
      message: M.saved,
    }),
  );

  // ── groups and options ──
  api.get(
    '/menuGroups/:menuId',
    {
      preHandler,
      schema: {
        ...s('Groups with options and link labels'),
        params: MenuIdParams,
        response: { 200: MenuGroupsResponse, ...errors },
      },
    },
    async (request) => groups.list(restaurantOf(request), request.params.menuId),
  );
  api.put(
    '/menuGroups',
    {
      preHandler,
      schema: {
        ...s('Reorders the groups'),
        body: ReorderGroupsRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.reorder(restaurantOf(request), request.body);
      return { message: M.updated };
    },
  );
  api.post(
    '/menuGroup',
    {
      preHandler,
      schema: {
        ...s('Adds a group (sort 99 by default); returns id'),
        body: GroupInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({
      id: await groups.save(restaurantOf(request), request.body, true),
      message: M.saved,
    }),
  );
  api.put(
    '/menuGroup',
    {
      preHandler,
      schema: {
        ...s('Updates a group; its options become the list given, sort = position + 1'),
        body: GroupInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({
      id: await groups.save(restaurantOf(request), request.body, false),
      message: M.updated,
    }),
  );
  api.delete(
    '/menuGroup/:menuId/:groupId',
    {
      preHandler,
      schema: {
        ...s('Deletes a group (and its links from items and sizes)'),
        params: MenuGroupParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await groups.remove(restaurantOf(request), request.params.menuId, request.params.groupId);
      return { message: M.deleted };
    },
  );
  api.post(
    '/menuGroupOption',
    {
      preHandler,
      schema: {
        ...s('Adds an option (a link option sorts 999)'),
        body: AddOptionRequest,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => {
      const { menuId, groupId, ...option } = request.body;
      const [id] = await groups.addOptions(restaurantOf(request), menuId, groupId, [option]);
      return { id: id!, message: M.saved };
    },
  );
  api.post(
    '/menuGroupOptions',
    {
      preHandler,
      schema: {
        ...s('Adds several options to a group'),
        body: AddOptionsRequest,
        response: { 200: IdsResponse, ...errors },
      },
    },
    async (request) => {
      const { menuId, groupId, options } = request.body;
      return {
        ids: await groups.addOptions(restaurantOf(request), menuId, groupId, options),
        message: M.saved,
      };
    },
  );
  api.post(
    '/refreshOptionLinks/:menuId',
    {
      preHandler,
      schema: {
        ...s('Refreshes link options from their dishes; repairs broken links by name'),
        params: MenuIdParams,
        response: { 200: RefreshLinksResponse, ...errors },
      },
    },
    async (request) => groups.refreshLinks(restaurantOf(request), request.params.menuId),
  );

  // ── cooking categories (decision 0054) ──
  api.get(
    '/menuCookingCategories/:menuId',
    {
      preHandler,
      schema: {
        ...s('Cooking / print categories of a menu'),
        params: MenuIdParams,
        response: { 200: CookingCategoriesResponse, ...errors },
      },
    },
    async (request) => ({
      cookingCategories: await cooking.list(restaurantOf(request), request.params.menuId),
    }),
  );
  api.post(
    '/menuCookingCategory',
    {
      preHandler,
      schema: {
        ...s('Adds a cooking category; returns id'),
        body: CookingCategoryInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({ id: await cooking.create(restaurantOf(request), request.body), message: M.saved }),
  );
  api.put(
    '/menuCookingCategory',
    {
      preHandler,
      schema: {
        ...s('Updates a cooking category'),
        body: CookingCategoryInput,
        response: { 200: IdResponse, ...errors },
      },
    },
    async (request) => ({
      id: await cooking.update(restaurantOf(request), request.body),
      message: M.updated,
    }),
  );
  api.delete(
    '/menuCookingCategory/:menuId/:id',
    {
      preHandler,
      schema: {
        ...s('Deletes a cooking category'),
        params: CookingCategoryParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await cooking.remove(restaurantOf(request), request.params.menuId, request.params.id);
      return { message: M.deleted };
    },
  );
}
