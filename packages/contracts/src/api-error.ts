/** The JSON body of every error answer under /api. */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiError {
  message: string;
  issues?: ApiIssue[];
}
