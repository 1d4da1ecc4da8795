import {
  Controller,
  Get,
  NotFoundException,
  Param,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  PRODUCT_MESSAGES,
  productIdSchema,
  productListQuerySchema,
  type Product,
  productSearchQuerySchema,
  SEARCH_MESSAGES,
  type ProductListQuery,
  type ProductListResponse,
  type ProductResponse,
  type ProductSearchQuery,
  type ProductSearchResponse,
} from '@shop/contracts';
import {
  OptionalSignInGuard,
  ZodValidationPipe,
  type AuthenticatedRequest,
} from '@shop/service-kit';
import { ProductReadCache, queryKey } from '../read-model/product-read-cache';
import { sendAnswer } from '../read-model/send-answer';
import { AdminListingGuard } from './admin-listing.guard';
import { ProductsService } from './products.service';

/** Every product an answer shows: the products and their colour variants. */
export function shownProductIds(products: Product[]): string[] {
  return products.flatMap((product) => [
    product._id,
    ...(product.variants ?? []).map((variant) => variant._id),
  ]);
}

@Controller('api/product')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly readCache: ProductReadCache,
  ) {}

  @Get()
  @UseGuards(AdminListingGuard)
  async list(
    @Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (query.admin === 'true') {
      // The back office's list shows every status: never kept, never shared.
      response.setHeader('Cache-Control', 'private, no-store');
      response.json(await this.listBody(query));
      return;
    }
    const answer = await this.readCache.answer(queryKey('list', query), async () => {
      const body = await this.listBody(query);
      return { body, productIds: shownProductIds(body.data) };
    });
    sendAnswer(request, response, answer!);
  }

  /** The collection: Active products found, filtered, sorted and paged, with facet counts. */
  @Get('search')
  async search(
    @Query(new ZodValidationPipe(productSearchQuerySchema)) query: ProductSearchQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const answer = await this.readCache.answer(queryKey('search', query), async () => {
      const { products, pagination, facets } = await this.products.search(query);
      const body: ProductSearchResponse = {
        success: true,
        data: products,
        pagination,
        facets,
        message: SEARCH_MESSAGES.searched,
      };
      return { body, productIds: shownProductIds(products) };
    });
    sendAnswer(request, response, answer!);
  }

  /** Shoppers see Active products only; an admin (token optional here) sees every status. */
  @Get(':id')
  @UseGuards(OptionalSignInGuard)
  async findOne(
    @Param('id', new ZodValidationPipe(productIdSchema, PRODUCT_MESSAGES.invalidId)) id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const productId = id.toLowerCase();
    if ((request as Partial<AuthenticatedRequest>).user?.isAdmin === true) {
      // An admin may see a Draft: never kept.
      const product = await this.products.find(productId);
      if (!product) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
      response.setHeader('Cache-Control', 'private, no-store');
      response.json({ success: true, data: product, message: PRODUCT_MESSAGES.found });
      return;
    }
    const answer = await this.readCache.answer(
      `product:${productId}`,
      async () => {
        const product = await this.products.find(productId, { activeOnly: true });
        if (!product) return undefined;
        const body: ProductResponse = {
          success: true,
          data: product,
          message: PRODUCT_MESSAGES.found,
        };
        return { body, productIds: shownProductIds([product]) };
      },
      { isProduct: true },
    );
    if (!answer) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    sendAnswer(request, response, answer);
  }

  private async listBody(query: ProductListQuery): Promise<ProductListResponse> {
    const { products, pagination } = await this.products.list(query);
    return {
      success: true,
      data: products,
      ...(pagination ? { pagination } : {}),
      message: PRODUCT_MESSAGES.listed,
    };
  }
}
