/** Mantine's Calendar as a chunk of its own (lazy-calendar.tsx). */
export { Calendar } from '@mantine/dates';
