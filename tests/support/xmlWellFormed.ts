/**
 * A strict, small XML reader for the tests of generated feeds: it walks the text once and returns
 * the element tree, throwing at the first thing a conforming parser would reject that our feeds
 * could contain (unbalanced or crossed tags, unquoted or duplicate attributes, a bare `&` or `<`,
 * an unknown entity, text outside the root). Not a full XML parser: no DTD, no CDATA, no comments,
 * none of which the feeds use; meeting one is an error too.
 */
export interface XmlElement {
	name: string;
	attributes: Record<string, string>;
	children: XmlElement[];
	/** The element's own text, entities decoded. */
	text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const nameChar = /[A-Za-z0-9_:.-]/;

function decode(raw: string, at: number): string {
	if (raw.includes('<')) throw new Error(`bare < at ${at}`);
	return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
		if (!whole.endsWith(';')) throw new Error(`unterminated entity at ${at}: ${whole}`);
		if (name in entities) return entities[name]!;
		const num = /^#(x[0-9A-Fa-f]+|[0-9]+)$/.exec(name);
		if (num) return String.fromCodePoint(Number(num[1]!.startsWith('x') ? `0${num[1]}` : num[1]));
		throw new Error(`unknown entity &${name}; at ${at}`);
	});
}

export function parseXml(xml: string): XmlElement {
	let i = 0;
	if (xml.startsWith('<?xml')) {
		const end = xml.indexOf('?>');
		if (end < 0) throw new Error('unterminated XML declaration');
		i = end + 2;
	}
	const stack: XmlElement[] = [];
	let root: XmlElement | undefined;
	const readName = () => {
		const start = i;
		while (i < xml.length && nameChar.test(xml[i]!)) i++;
		if (i === start) throw new Error(`expected a name at ${start}`);
		return xml.slice(start, i);
	};
	const skipSpace = () => {
		while (/\s/.test(xml[i] ?? '')) i++;
	};
	while (i < xml.length) {
		const lt = xml.indexOf('<', i);
		const text = xml.slice(i, lt < 0 ? xml.length : lt);
		if (stack.length === 0) {
			if (text.trim() !== '') throw new Error(`text outside the root at ${i}`);
		} else stack.at(-1)!.text += decode(text, i);
		if (lt < 0) break;
		i = lt + 1;
		if (xml[i] === '!' || xml[i] === '?') throw new Error(`unsupported markup at ${lt}`);
		if (xml[i] === '/') {
			i++;
			const name = readName();
			skipSpace();
			if (xml[i] !== '>') throw new Error(`expected > at ${i}`);
			i++;
			const open = stack.pop();
			if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}> at ${lt}`);
			continue;
		}
		const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
		for (;;) {
			const before = i;
			skipSpace();
			if (xml.startsWith('/>', i) || xml[i] === '>') break;
			if (i === before) throw new Error(`expected a space before an attribute at ${i}`);
			const attr = readName();
			if (attr in element.attributes) throw new Error(`duplicate attribute ${attr} at ${i}`);
			if (xml[i] !== '=' || xml[i + 1] !== '"')
				throw new Error(`unquoted attribute ${attr} at ${i}`);
			const end = xml.indexOf('"', i + 2);
			if (end < 0) throw new Error(`unterminated attribute ${attr}`);
			element.attributes[attr] = decode(xml.slice(i + 2, end), i);
			i = end + 1;
		}
		if (stack.length > 0) stack.at(-1)!.children.push(element);
		else if (root) throw new Error(`a second root element at ${lt}`);
		else root = element;
		if (xml[i] === '/') i += 2;
		else {
			i++;
			stack.push(element);
		}
	}
	if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
	if (!root) throw new Error('no root element');
	return root;
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
	element.children.filter((c) => c.name === name);
