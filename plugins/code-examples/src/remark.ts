import { isCheckedLanguage, parseFenceMeta, visibleCode } from './meta';

/**
 * Remark plugin: renders code samples as the reader should see them —
 * `hidden` setup blocks removed, `// ---cut---` regions dropped, and the
 * examples-check meta stripped. See `meta.ts` for the conventions.
 */
interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
}

function transform(node: MdNode): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => {
    if (child.type === 'code' && isCheckedLanguage(child.lang)) {
      const meta = parseFenceMeta(child.meta);
      if (meta.hidden) return false;
      child.value = visibleCode(child.value ?? '');
      child.meta = meta.displayMeta || null;
      return true;
    }
    if (child.type === 'code' && child.meta) {
      // Shell blocks carry the tutorial runner's meta; the reader never sees it.
      child.meta = parseFenceMeta(child.meta).displayMeta || null;
      return true;
    }
    transform(child);
    return true;
  });
}

export default function remarkCodeExamples() {
  return (tree: MdNode): void => transform(tree);
}
