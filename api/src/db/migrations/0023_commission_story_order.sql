-- A commission's story is told in the order its entries were written. Two entries written in
-- the same microsecond (a stage and its sketch) had the same time, and their order then fell
-- to their random ids; each entry now carries its place in the order of writing.
ALTER TABLE commission_story ADD COLUMN written bigserial;
DROP INDEX commission_story_by_commission;
CREATE INDEX commission_story_by_commission ON commission_story (commission_id, at, written);
