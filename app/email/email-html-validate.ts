/**
 * html-validate's configuration for the site's e-mails (used by app/email/emails.test.ts): its
 * recommended rules, less those that e-mail HTML must break to be read in mail clients. Each
 * relaxed rule says why; every other rule (content models, ids, nesting, attributes, the
 * accessibility rules) stays on.
 */
import type { ConfigData } from 'html-validate';

export const EMAIL_HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // The XHTML 1.0 Transitional doctype React Email writes: the one Outlook's Word engine and
    // older clients render predictably.
    'doctype-html': 'off',
    // Under that doctype void elements close themselves (<meta/>, <br/>, <hr/>): checked as such.
    'void-style': ['error', { style: 'selfclose' }],
    // Clients drop <style> blocks and external sheets (Gmail in part, many webmails entirely):
    // inline styles are the only styling that arrives.
    'no-inline-style': 'off',
    // align, width, border, cellpadding, cellspacing on layout tables: Outlook's Word engine
    // honours these and not their CSS.
    'no-deprecated-attr': 'off',
    // React writes cellPadding/cellSpacing as camelCase; HTML attribute names are
    // case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React Email's Button pads itself for Outlook inside <!--[if mso]> comments.
    'no-conditional-comment': 'off',
    // The <title> is the subject, which names a course and its days ('15–20 de abril de 2027'):
    // 70 characters is a search result's limit; mail clients show the subject header instead.
    'long-title': 'off',
  },
};
