/** Mantine's Progress as a chunk of its own (file-download.tsx). */
export { Progress as default } from '@mantine/core';
