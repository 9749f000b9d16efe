/** Damage codes (domain notes, AIAG/ECG shape): area (2 digits) + type (2) + severity (1 to 6). */
export interface DamageCode {
  area: string;
  tipo: string;
  gravidade: string;
}

const pattern = /^(\d{2})(\d{2})([1-6])$/;

export function parseDamageCode(code: string | null | undefined): DamageCode | undefined {
  const match = pattern.exec((code ?? '').replace(/\D/g, ''));
  return match ? { area: match[1]!, tipo: match[2]!, gravidade: match[3]! } : undefined;
}

/** "03-04-2": how the code is shown to people. */
export function formatDamageCode(code: string | null | undefined): string {
  const parsed = parseDamageCode(code);
  return parsed ? `${parsed.area}-${parsed.tipo}-${parsed.gravidade}` : (code ?? '');
}

export function describeDamageCode(code: string | null | undefined): string | undefined {
  const parsed = parseDamageCode(code);
  return parsed && `Área ${parsed.area} · Tipo ${parsed.tipo} · Gravidade ${parsed.gravidade}`;
}

/** The digits typed so far, or an error message in pt-BR when they cannot form a code. */
export function damageCodeError(input: string): string | undefined {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return undefined;
  return parseDamageCode(digits) ? undefined : 'Use 5 dígitos: área (2), tipo (2) e gravidade (1 a 6).';
}
