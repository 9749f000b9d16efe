/** The body colours of a vehicle: the codes the vehicle list's colour filter accepts and the seed draws. */
export const colours = ['Branco', 'Preto', 'Prata', 'Cinza', 'Vermelho', 'Azul'] as const;

export type Colour = (typeof colours)[number];
