import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import {
  jacketDetailsFieldSchema,
  MAX_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  priceFieldSchema,
  productEditFieldsSchema,
  productSavedAnswerSchema,
  shoeDetailsFieldSchema,
} from '../product-admin';
import { productBasicsSchema } from '../product-input';
import {
  productListResponseSchema,
  productResponseSchema,
  productSubcategorySchema,
} from '../product';
import { productIdSchema, productListQuerySchema } from '../product-query';
import { productSearchQuerySchema, productSearchResponseSchema } from '../product-search';
import { messageResponseSchema } from '../user';
import { answer, operation } from './operation';

const catalog = ['Catalog'];
const productPath = z.object({ id: productIdSchema.meta({ description: "The product's id." }) });

const notModified: ZodOpenApiResponseObject = {
  description: 'Not modified: the ETag sent in If-None-Match is current.',
};

/** The product form of the back office: text fields, price and details as JSON text, images. */
const productForm = (imagesRequired: boolean) =>
  productBasicsSchema.extend({
    ...productEditFieldsSchema.shape,
    subcategory: productSubcategorySchema,
    price: priceFieldSchema.meta({
      description: 'JSON text of `{ base, discount }`; a bare number is the base price.',
    }),
    shoeDetails: shoeDetailsFieldSchema
      .optional()
      .meta({ description: 'Shoes: JSON text of `{ style, sizes, materials }`.' }),
    jacketDetails: jacketDetailsFieldSchema
      .optional()
      .meta({ description: 'Jackets: JSON text of `{ material, season, sizes }`.' }),
    images: z
      .array(z.file().max(MAX_IMAGE_BYTES))
      .max(MAX_PRODUCT_IMAGES)
      .optional()
      .meta({
        description: `JPEG, PNG or WebP, at most ${MAX_PRODUCT_IMAGES}, each under ${
          MAX_IMAGE_BYTES / 1024 / 1024
        } MB${imagesRequired ? '; at least one' : ''}.`,
      }),
  });

const ifMatch = z.object({
  'if-match': z
    .string()
    .optional()
    .meta({ description: 'The product version the form was opened on, such as "3".' }),
});

/** Catalog: products and their images. */
export const catalogPaths: ZodOpenApiPathsObject = {
  '/api/product': {
    get: operation({
      tags: catalog,
      summary: 'Products: every Active one, or a page; `admin=true` lists every status',
      description: 'With `admin=true` the call needs an admin token.',
      access: 'optional',
      query: productListQuerySchema,
      success: { 200: answer(productListResponseSchema), 304: notModified },
      refusals: [401, 403],
    }),
    post: operation({
      tags: catalog,
      summary: 'Add a product',
      access: 'admin',
      multipart: productForm(true),
      success: { 201: answer(productSavedAnswerSchema, 'Added.') },
      refusals: [409],
    }),
  },
  '/api/product/search': {
    get: operation({
      tags: catalog,
      summary: 'The collection: Active products found, filtered, sorted and paged, with facets',
      access: 'public',
      query: productSearchQuerySchema,
      success: { 200: answer(productSearchResponseSchema), 304: notModified },
    }),
  },
  '/api/product/{id}': {
    get: operation({
      tags: catalog,
      summary: 'A product: Active ones for shoppers, any status for an admin',
      description:
        "Reading it counts no view: a product's viewCount counts the tracked page views of its page.",
      access: 'optional',
      path: productPath,
      success: { 200: answer(productResponseSchema), 304: notModified },
      refusals: [400, 404],
    }),
    put: operation({
      tags: catalog,
      summary: 'Edit a product; new images are added to its own',
      description: 'Refused with 409 when the product changed since the form was opened.',
      access: 'admin',
      path: productPath,
      headers: ifMatch,
      multipart: productForm(false),
      success: { 200: answer(productSavedAnswerSchema, 'Saved.') },
      refusals: [404, 409],
    }),
    delete: operation({
      tags: catalog,
      summary: 'Delete a product',
      access: 'admin',
      path: productPath,
      success: { 200: answer(messageResponseSchema, 'Deleted.') },
      refusals: [400, 404],
    }),
  },
  '/api/product/{id}/images/{imageId}': {
    delete: operation({
      tags: catalog,
      summary: "Remove one of a product's images",
      access: 'admin',
      path: productPath.extend({ imageId: z.string().meta({ description: "The image's id." }) }),
      success: { 200: answer(productSavedAnswerSchema, 'Removed.') },
      refusals: [400, 404],
    }),
  },
  '/uploads/{file}': {
    get: operation({
      tags: catalog,
      summary: 'A product image (JPEG, PNG or WebP), kept by browsers for a year',
      access: 'public',
      path: z.object({
        file: z.string().meta({ description: 'The file name under the uploads folder.' }),
      }),
      success: {
        200: {
          description: 'The image.',
          content: {
            'image/jpeg': { schema: z.file() },
            'image/png': { schema: z.file() },
            'image/webp': { schema: z.file() },
          },
        },
      },
      refusals: [404],
    }),
  },
};
