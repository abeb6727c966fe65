-- E-mails in the reader's language (issue 12, docs/decisions/0024-html-emails-in-the-readers-language.md).
-- The page language of the request that caused an e-mail is stored with the row the e-mail is
-- about, and the e-mail is written in it. E-mails to the academy stay English; enquiries send
-- none to the enquirer, so they keep no language.

-- The language of the /register page the order was paid from: the buyer's confirmation.
alter table orders
  add column language text not null default 'en' check (language in ('en', 'es'));

-- The language of the page that asked for the link (sign-up, a resend, a password reset): the
-- address confirmation or reset e-mail carrying it.
alter table account_tokens
  add column language text not null default 'en' check (language in ('en', 'es'));
