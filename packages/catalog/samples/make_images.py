"""The image samples: a drawn street scene (image.jpg), a document page (document.png), the frames of a short clip
(video_frames.zip) and a small table (table.csv). Deterministic: the same files on every run."""
import csv
import io
import zipfile

from PIL import Image, ImageDraw


def scene(t=0.0):
    img = Image.new("RGB", (480, 320), (135, 190, 235))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 220, 480, 320], fill=(90, 90, 95))  # road
    d.rectangle([0, 210, 480, 222], fill=(180, 180, 170))  # pavement
    d.ellipse([380, 30, 440, 90], fill=(250, 220, 80))  # sun
    d.rectangle([40, 110, 170, 210], fill=(190, 90, 70))  # house
    d.polygon([(30, 110), (105, 55), (180, 110)], fill=(120, 50, 40))
    d.rectangle([90, 160, 120, 210], fill=(80, 50, 30))
    x = 200 + int(200 * t)  # a car driving by
    d.rounded_rectangle([x, 230, x + 110, 270], 8, fill=(200, 30, 40))
    d.rectangle([x + 20, 212, x + 85, 235], fill=(170, 200, 230))
    for cx in (x + 22, x + 88):
        d.ellipse([cx - 12, 262, cx + 12, 286], fill=(20, 20, 20))
    return img


scene().save("image.jpg", quality=85)

page = Image.new("L", (600, 780), 255)
d = ImageDraw.Draw(page)
lines = [
    "INVOICE  No. 2024-117",
    "Date: 14 March 2024",
    "Bill to: Harbour Bakery, 3 Quay Street",
    "",
    "Item                     Qty    Price",
    "Flour, 25 kg              4     88.00",
    "Butter, 5 kg              2     41.50",
    "Delivery                  1     12.00",
    "",
    "Total due:                     141.50",
    "Payment within 30 days.",
]
for i, line in enumerate(lines):
    d.text((50, 60 + i * 34), line, fill=0)
d.line([50, 195, 550, 195], fill=0)
page.save("document.png", optimize=True)

with zipfile.ZipFile("video_frames.zip", "w", zipfile.ZIP_DEFLATED) as z:
    for i in range(8):
        buf = io.BytesIO()
        scene(i / 7).resize((240, 160)).save(buf, format="JPEG", quality=80)
        # Numbered names (00000.jpg, ...), as SAM 2 and other video predictors read a folder of frames; a fixed
        # timestamp keeps the archive byte-for-byte the same on every run
        info = zipfile.ZipInfo(f"{i:05d}.jpg", date_time=(2026, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, buf.getvalue())

with open("table.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["city", "country", "population_millions", "area_km2"])
    w.writerows(
        [
            ["Paris", "France", 2.1, 105],
            ["Berlin", "Germany", 3.7, 891],
            ["Madrid", "Spain", 3.3, 604],
            ["Rome", "Italy", 2.8, 1285],
            ["Lisbon", "Portugal", 0.5, 100],
        ]
    )
