const text = { type: 'string' } as const;

/** A realm user as the users list and the user edits answer it. */
export const userItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'nome', 'primeiroNome', 'sobrenome', 'email', 'habilitado', 'papeis', 'papeisDiretos', 'totalRecursos', 'permissoes'],
  properties: {
    id: { type: 'string', description: 'Id do usuário no realm (o "sub" dos tokens)' },
    username: text,
    nome: text,
    primeiroNome: text,
    sobrenome: text,
    email: text,
    habilitado: { type: 'boolean' },
    papeis: { type: 'string', description: 'Papéis da aplicação (com os compostos expandidos)' },
    papeisDiretos: { type: 'array', items: text, description: 'Papéis da aplicação dados diretamente ao usuário (os que a edição de papéis altera)' },
    totalRecursos: { type: 'integer' },
    permissoes: { type: 'string', description: 'Permissões efetivas: recurso (escopos); ...' },
  },
} as const;
