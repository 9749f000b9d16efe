/** Mantine's NumberInput as a chunk of its own (theme-inputs.tsx). */
export { NumberInput as default } from '@mantine/core';
