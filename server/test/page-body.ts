/** A paginated list as the API answers it, with rows of the shape a test reads. */
export interface PageBody<Row> {
  data: Row[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
  total_is_capped: boolean;
}
