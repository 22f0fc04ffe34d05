/**
 * The order number is an SQL fragment (it draws from a sequence), so it lives in order-no.sql.ts;
 * this entry keeps it reachable for other modules' services, which may not import a *.sql file.
 */
export { orderNoSql } from './order-no.sql';
