// What a parsed document asks the endpoint to do, read from its definitions (never from its text): whether it
// holds a mutation (security finding 3) and which single-use mutations it would run (finding 4), and whether
// a string literal in it holds U+0000 (finding 16).
import {
  BREAK,
  getOperationAST,
  Kind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const operationsOf = (document: DocumentNode): OperationDefinitionNode[] =>
  document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** Whether any operation the document defines is a mutation (whichever one the request names). */
export function definesMutation(document: DocumentNode): boolean {
  return operationsOf(document).some((op) => op.operation === 'mutation');
}

/**
 * The root fields named in `names` that the document's mutation would run, once per response key (aliases
 * count apart; a fragment spread twice runs its fields once, as the executor merges them). The operation the
 * request names, or every mutation the document defines when that is not one operation.
 */
export function rootMutationFields(document: DocumentNode, operationName: string | null | undefined, names: ReadonlySet<string>): string[] {
  const chosen = getOperationAST(document, operationName);
  const operations = (chosen ? [chosen] : operationsOf(document)).filter((op) => op.operation === 'mutation');
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const found: string[] = [];
  for (const operation of operations) {
    const keys = new Set<string>();
    const spread = new Set<string>();
    const collect = (selectionSet: SelectionSetNode): void => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          if (names.has(selection.name.value) && !keys.has(key)) {
            keys.add(key);
            found.push(selection.name.value);
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          collect(selection.selectionSet);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !spread.has(fragment.name.value)) {
            spread.add(fragment.name.value);
            collect(fragment.selectionSet);
          }
        }
      }
    };
    collect(operation.selectionSet);
  }
  return found;
}

/** Whether a string literal in the document (after its escapes) holds U+0000. */
export function literalHoldsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}
