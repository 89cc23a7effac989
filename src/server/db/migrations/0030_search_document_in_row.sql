-- Issue 36: a vacancy's search document stays in its row (compressed when it must be, moved out
-- only when the row would not fit a page), so the board's search checks it without fetching it
-- from the TOAST table: on a board of a million, about 0.6 µs a row instead of 4.8 µs. The
-- description, read only for the 20 cards of a page, moves out of the row instead. Rows written
-- before this keep their layout until they are next updated; `VACUUM FULL vacancies` rewrites
-- them all at once (docs/operations.md).
ALTER TABLE "vacancies" ALTER COLUMN "search_vector" SET STORAGE MAIN;
