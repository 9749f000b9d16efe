/**
 * CodeMirror's own texts (its documented `EditorState.phrases`) in Portuguese: the fold markers, the
 * search and go-to-line panels, the problems panel and what screen readers are told.
 */
import { EditorState } from '@codemirror/state';

export const editorPhrases = EditorState.phrases.of({
  'Fold line': 'Recolher linhas',
  'Unfold line': 'Expandir linhas',
  'Folded lines': 'Linhas recolhidas',
  'Unfolded lines': 'Linhas expandidas',
  'folded code': 'código recolhido',
  unfold: 'expandir',
  'Go to line': 'Ir para a linha',
  go: 'ir',
  Find: 'Procurar',
  Replace: 'Substituir',
  next: 'próximo',
  previous: 'anterior',
  all: 'todos',
  'match case': 'diferenciar maiúsculas',
  regexp: 'expressão regular',
  'by word': 'palavra inteira',
  replace: 'substituir',
  'replace all': 'substituir todos',
  close: 'fechar',
  'current match': 'ocorrência atual',
  'replaced $ matches': '$ ocorrências substituídas',
  'replaced match on line $': 'ocorrência substituída na linha $',
  'on line': 'na linha',
  to: 'até',
  Diagnostics: 'Problemas',
  'No diagnostics': 'Nenhum problema',
  Completions: 'Sugestões',
  'Selection deleted': 'Seleção apagada',
  'Control character': 'Caractere de controle',
});
