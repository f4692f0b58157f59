CREATE TABLE "image_variants" (
	"image_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "image_variants_image_id_content_type_pk" PRIMARY KEY("image_id","content_type"),
	CONSTRAINT "image_variants_content_type" CHECK ("image_variants"."content_type" in ('image/avif', 'image/webp')),
	CONSTRAINT "image_variants_size" CHECK ("image_variants"."byte_size" = octet_length("image_variants"."bytes") and "image_variants"."width" > 0 and "image_variants"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;