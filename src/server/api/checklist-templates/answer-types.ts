/**
 * How a checklist item is answered. OK_NOK is the receipt's conformity check (NOK may carry a
 * damage code); SIM_NAO a yes/no question; TEXTO a short free text (e.g. odometer reading).
 */
export const answerTypeCodes = ['OK_NOK', 'SIM_NAO', 'TEXTO'] as const;
export type AnswerType = (typeof answerTypeCodes)[number];

const choices: Record<AnswerType, readonly string[] | undefined> = { OK_NOK: ['OK', 'NOK'], SIM_NAO: ['SIM', 'NAO'], TEXTO: undefined };

export function isValidAnswer(type: string, value: string): boolean {
  if (!(answerTypeCodes as readonly string[]).includes(type)) return false;
  const allowed = choices[type as AnswerType];
  return allowed === undefined ? value.trim().length > 0 : allowed.includes(value);
}

export function answerChoices(type: string): readonly string[] | undefined {
  return choices[type as AnswerType];
}
