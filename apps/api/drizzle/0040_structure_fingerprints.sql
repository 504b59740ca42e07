CREATE TABLE "structure_fingerprints" (
	"inchikey" varchar(27) PRIMARY KEY NOT NULL,
	"pattern" bit(2048) NOT NULL,
	"morgan" bit(2048) NOT NULL,
	"morgan_bits" integer NOT NULL,
	"heavy_atoms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "structure_fingerprints_morgan_bits_idx" ON "structure_fingerprints" USING btree ("morgan_bits");