import { Controller, Get, NotFoundException, Param, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  PRODUCT_MESSAGES,
  productIdSchema,
  productListQuerySchema,
  type ProductListQuery,
  type ProductListResponse,
  type ProductResponse,
} from '@shop/contracts';
import {
  OptionalSignInGuard,
  ZodValidationPipe,
  type AuthenticatedRequest,
} from '@shop/service-kit';
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

  /** Shoppers see Active products only; an admin (token optional here) sees every status. */
  @Get(':id')
  @UseGuards(OptionalSignInGuard)
  async findOne(
    @Param('id', new ZodValidationPipe(productIdSchema, PRODUCT_MESSAGES.invalidId)) id: string,
    @Req() request: Request,
  ): Promise<ProductResponse> {
    const admin = (request as Partial<AuthenticatedRequest>).user?.isAdmin === true;
    // A HEAD (a link checker, a cache revalidating) is not a shopper looking at the product, and
    // neither is an admin checking it.
    const product = await this.products.view(id, {
      countView: request.method !== 'HEAD' && !admin,
      activeOnly: !admin,
    });
    if (!product) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    return { success: true, data: product, message: PRODUCT_MESSAGES.found };
  }
}
