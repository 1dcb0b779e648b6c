/**
 * User text is plain text (spec README item 15): trimmed, length-limited, with
 * the spec's dangerous patterns removed, and escaped wherever it is shown.
 * This removal is a second line of defence, not the escaping; it is never
 * applied to passwords.
 */
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

const IFRAME_BLOCK = /<iframe\b[^>]*>[\s\S]*?<\/iframe\s*>/gi;

const STRAY_TAG = /<\/?(?:script|iframe)\b[^>]*>?/gi;

const JAVASCRIPT_URL = /javascript\s*:/gi;

const TAG = /<[a-z][^>]*>/gi;

const HANDLER_IN_TAG = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

// Outside a tag only real DOM event names count, so 'one = £100' survives.
const HANDLER_IN_TEXT =
  /\bon(?:(?:mouse|key|pointer|touch|drag|animation|transition|focus|before|after|page)[a-z]*|abort|blur|change|click|contextmenu|copy|cut|dblclick|drop|error|hashchange|input|invalid|load|message|paste|popstate|reset|resize|scroll|search|select|show|start|storage|submit|toggle|unload|wheel)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

function strip(text: string): string {
  return text
    .replace(SCRIPT_BLOCK, "")
    .replace(IFRAME_BLOCK, "")
    .replace(STRAY_TAG, "")
    .replace(JAVASCRIPT_URL, "")
    .replace(TAG, (tag) => tag.replace(HANDLER_IN_TAG, ""))
    .replace(HANDLER_IN_TEXT, "");
}

/** Removes script and iframe elements, `javascript:` and inline event handlers, then trims. */
export function sanitizeText(text: string): string {
  let current = text;
  // Removing one pattern can join the pieces of another ('<scr<script></script>ipt>').
  for (let pass = 0; pass < 10; pass++) {
    const next = strip(current);
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text),
 * and lone UTF-16 surrogates (half of a character, which no keyboard sends and which no UTF-8
 * text, PostgreSQL's included, can hold). PostgreSQL cannot store NUL at all; none of the others
 * is anything a person types.
 */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

export const CONTROL_CHARACTER_MESSAGE =
  "Please remove the invisible control characters from this text";

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true;
    if (isHighSurrogate(code)) {
      // A whole pair is one character (an emoji, say): step over its second half.
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}

/** Length limits of stored user text, in characters. */
export const TEXT_LIMITS = {
  name: 100,
  // A first name, a space and a last name.
  fullName: 201,
  vehicle: 60,
  address: 300,
  subject: 200,
  description: 2000,
  message: 5000,
} as const;

export function tooLongMessage(max: number): string {
  return `Please use no more than ${max} characters`;
}
