// The renderer's name for the shared reader (the server's export reads fields the same way).
export { readField } from '../../shared/field-path.ts';
