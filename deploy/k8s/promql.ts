// PromQL as the manifests' test reads it, with Prometheus's own grammar (the one its web UI
// uses): whether an expression parses, and the series it selects, metric and label matchers.
import { parser } from '@prometheus-io/lezer-promql';

export interface LabelMatcher {
  label: string;
  op: string;
  value: string;
}

export interface Selector {
  metric: string;
  matchers: LabelMatcher[];
}

export interface ReadExpression {
  /** Where the grammar could not go on, as `offset: text`; empty when the expression parses. */
  errors: string[];
  selectors: Selector[];
}

export function readExpression(expr: string): ReadExpression {
  const errors: string[] = [];
  const selectors: Selector[] = [];
  const text = (node: { from: number; to: number }) => expr.slice(node.from, node.to);
  parser.parse(expr).iterate({
    enter(ref) {
      if (ref.type.isError) errors.push(`${ref.from}: ${expr.slice(ref.from, ref.from + 30)}`);
      if (ref.name !== 'VectorSelector') return;
      const metric = ref.node.getChild('Identifier');
      const matchers = ref.node
        .getChild('LabelMatchers')
        ?.getChildren('UnquotedLabelMatcher')
        .map((matcher) => ({
          label: text(matcher.getChild('LabelName')!),
          op: text(matcher.getChild('MatchOp')!),
          value: JSON.parse(text(matcher.getChild('StringLiteral')!)) as string,
        }));
      selectors.push({ metric: metric ? text(metric) : '', matchers: matchers ?? [] });
    },
  });
  return { errors, selectors };
}
