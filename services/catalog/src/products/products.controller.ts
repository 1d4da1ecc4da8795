import { Controller, Get, NotFoundException, Param, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  PRODUCT_MESSAGES,
  productIdSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  SEARCH_MESSAGES,
  type ProductListQuery,
  type ProductListResponse,
  type ProductResponse,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@shop/contracts';
import { ZodValidationPipe } from '@shop/service-kit';
import { AdminListingGuard } from './admin-listing.guard';
import { ProductsService } from './products.service';

@Controller('api/product')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @UseGuards(AdminListingGuard)
  async list(
    @Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListQuery,
  ): Promise<ProductListResponse> {
    const { products, pagination } = await this.products.list(query);
    return {
      success: true,
      data: products,
      ...(pagination ? { pagination } : {}),
      message: PRODUCT_MESSAGES.listed,
    };
  }

  /** The collection: Active products found, filtered, sorted and paged, with facet counts. */
  @Get('search')
  async search(
    @Query(new ZodValidationPipe(productSearchQuerySchema)) query: ProductSearchQuery,
  ): Promise<ProductSearchResponse> {
    const { products, pagination, facets } = await this.products.search(query);
    return { success: true, data: products, pagination, facets, message: SEARCH_MESSAGES.searched };
  }

  @Get(':id')
  async findOne(
    @Param('id', new ZodValidationPipe(productIdSchema, PRODUCT_MESSAGES.invalidId)) id: string,
    @Req() request: Request,
  ): Promise<ProductResponse> {
    // A HEAD (a link checker, a cache revalidating) is not a shopper looking at the product.
    const product = await this.products.view(id, { countView: request.method !== 'HEAD' });
    if (!product) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    return { success: true, data: product, message: PRODUCT_MESSAGES.found };
  }
}
