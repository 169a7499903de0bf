// The owner's password: the kitchen's scrypt scheme and length rules (server/kitchen/password),
// stored in companies.owner_password_hash, apart from the staff password.
export {
  MAX_PASSWORD as MAX_OWNER_PASSWORD,
  MIN_PASSWORD as MIN_OWNER_PASSWORD,
  hashPassword as hashOwnerPassword,
  verifyPassword as verifyOwnerPassword,
} from '../kitchen/password';
