import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  UnauthorizedException,
} from '@nestjs/common';
import {
  adminMeasurementsQuerySchema,
  AUTH_MESSAGES,
  MEASUREMENT_MESSAGES,
  measurementsInputSchema,
  type AdminMeasurementsQuery,
  type AdminMeasurementsResponse,
  type AuthUser,
  type MeasurementResponse,
  type Measurements,
  type MessageResponse,
} from '@shop/contracts';
import { AdminOnly, CurrentUser, SignedIn, ZodValidationPipe } from '@shop/service-kit';
import { z } from 'zod';
import { toMeasurementRecord } from './measurement-view';
import { MeasurementsService } from './measurements.service';
import type { MeasurementRow } from './measurements.table';

const userIdSchema = z.uuid();
const measurementsBody = new ZodValidationPipe(measurementsInputSchema, 'form');

/** Whose record a customer's call is about: always their own, from their token. */
function ownerOf(user: AuthUser): string {
  // Tokens come from identity, whose user ids are uuids; anything else is no account here.
  if (!userIdSchema.safeParse(user.userId).success)
    throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
  return user.userId;
}

const answer = (row: MeasurementRow, message: string): MeasurementResponse => ({
  success: true,
  message,
  data: toMeasurementRecord(row),
});

@Controller('api/measurements')
export class MeasurementsController {
  constructor(private readonly measurements: MeasurementsService) {}

  @Post()
  @SignedIn()
  async create(
    @CurrentUser() user: AuthUser,
    @Body(measurementsBody) input: Measurements,
  ): Promise<MeasurementResponse> {
    const row = await this.measurements.create(ownerOf(user), input).catch(refuseUnknownOwner);
    if (!row) throw new ConflictException(MEASUREMENT_MESSAGES.alreadyExists);
    return answer(row, MEASUREMENT_MESSAGES.saved);
  }

  @Get()
  @SignedIn()
  async findOwn(@CurrentUser() user: AuthUser): Promise<MeasurementResponse> {
    const row = await this.measurements.find(ownerOf(user));
    if (!row) throw new NotFoundException(MEASUREMENT_MESSAGES.notFound);
    return answer(row, MEASUREMENT_MESSAGES.found);
  }

  @Put()
  @SignedIn()
  async replace(
    @CurrentUser() user: AuthUser,
    @Body(measurementsBody) input: Measurements,
  ): Promise<MeasurementResponse> {
    const row = await this.measurements.replace(ownerOf(user), input);
    if (!row) throw new NotFoundException(MEASUREMENT_MESSAGES.notFound);
    return answer(row, MEASUREMENT_MESSAGES.updated);
  }

  @Delete()
  @SignedIn()
  async remove(@CurrentUser() user: AuthUser): Promise<MessageResponse> {
    if (!(await this.measurements.remove(ownerOf(user))))
      throw new NotFoundException(MEASUREMENT_MESSAGES.notFound);
    return { success: true, message: MEASUREMENT_MESSAGES.deleted };
  }

  // Declared before ':userId', which would otherwise take 'all' for a user id.
  @Get('all')
  @AdminOnly()
  async list(
    @Query(new ZodValidationPipe(adminMeasurementsQuerySchema)) query: AdminMeasurementsQuery,
  ): Promise<AdminMeasurementsResponse> {
    const { records, pagination } = await this.measurements.list(query);
    return { success: true, message: MEASUREMENT_MESSAGES.listed, data: records, pagination };
  }

  @Get(':userId')
  @AdminOnly()
  async findCustomers(
    @Param('userId', new ZodValidationPipe(userIdSchema, MEASUREMENT_MESSAGES.invalidUserId))
    userId: string,
  ): Promise<MeasurementResponse> {
    const row = await this.measurements.find(userId);
    if (!row) throw new NotFoundException(MEASUREMENT_MESSAGES.notFound);
    return answer(row, MEASUREMENT_MESSAGES.found);
  }
}

/** A valid token whose account is gone: the caller must sign in again. */
function refuseUnknownOwner(error: unknown): never {
  if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION)
    throw new UnauthorizedException(AUTH_MESSAGES.notAuthorized);
  throw error;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error code of a failed query, wrapped or not. */
function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? code
    : sqlStateOf(cause, depth + 1);
}
