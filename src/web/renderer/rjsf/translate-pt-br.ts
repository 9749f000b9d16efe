/** RJSF component texts in pt-BR (buttons and labels RJSF itself draws). */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

const texts: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.EmptyArray]: 'Nenhum item. Use o botão abaixo para adicionar.',
  [TranslatableString.YesLabel]: 'Sim',
  [TranslatableString.NoLabel]: 'Não',
  [TranslatableString.CloseLabel]: 'Fechar',
  [TranslatableString.ErrorsLabel]: 'Erros',
  [TranslatableString.AddButton]: 'Adicionar',
  [TranslatableString.AddItemButton]: 'Adicionar item',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Mover para baixo',
  [TranslatableString.MoveUpButton]: 'Mover para cima',
  [TranslatableString.RemoveButton]: 'Remover',
  [TranslatableString.NowLabel]: 'Agora',
  [TranslatableString.ClearLabel]: 'Limpar',
  [TranslatableString.AriaDateLabel]: 'Selecione uma data',
  [TranslatableString.ClearButton]: 'limpar campo',
};

export function translatePtBr(key: TranslatableString, params?: string[]): string {
  const text = texts[key];
  return text ?? englishStringTranslator(key, params);
}
