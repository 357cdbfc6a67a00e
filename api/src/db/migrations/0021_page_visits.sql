-- Visits to the site's pages, counted by the site itself: a count per page, day (in her time
-- zone) and the site a visitor came from ('' when they came directly or from another page of
-- this site). Nothing of the visitor is kept: no address, no cookie, no browser.
CREATE TABLE page_visits (
  day date NOT NULL,
  path text NOT NULL,
  source text NOT NULL DEFAULT '',
  visits integer NOT NULL CHECK (visits > 0),
  PRIMARY KEY (day, path, source)
);
