import { ResultCode, type FieldError } from '@rc/contract/result-codes';

export interface ApiErrorDetails {
  errors?: FieldError[];
  msg?: string;
  retryAfter?: number;
  /** For '-8' (silenced while busy): the code the call really failed with. */
  original?: string;
  /** What a -12 names (history: the options a later change touched). */
  where?: string;
}

/** A rejected call: `code` is a result code of API.md, or '-8' / '10' from the console (spec 8). */
export class ApiError extends Error {
  readonly code: string;
  readonly errors: FieldError[];
  readonly msg: string | undefined;
  readonly retryAfter: number | undefined;
  readonly original: string | undefined;
  readonly where: string | undefined;

  constructor(code: string, details: ApiErrorDetails = {}) {
    super(`API call failed with code ${code}${details.msg ? `: ${details.msg}` : ''}`);
    this.name = 'ApiError';
    this.code = code;
    this.errors = details.errors ?? [];
    this.msg = details.msg;
    this.retryAfter = details.retryAfter;
    this.original = details.original;
    this.where = details.where;
  }

  /** Failures the client already told the user about (dialog, throttled toast) or hides on purpose. */
  get handled(): boolean {
    const quiet: string[] = [ResultCode.tokenExpired, ResultCode.silentWhileBusy, ResultCode.networkError];
    return quiet.includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
