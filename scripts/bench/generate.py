#!/usr/bin/env python3
"""Writes larder's benchmark inputs, deterministically (seeded): a deals feed as CSV, a JSON array and
NDJSON with the same rows, plus brew logs and inventory items.

usage: generate.py OUT_DIR [--deals N] [--brews N] [--inventory N]
"""
import argparse
import datetime
import json
import os
import random

STORES = [("Kroger", "Kroger"), ("Safeway", "Safeway"), ("Trader Joe's", "Trader Joe's"), ("Whole Foods Market", "Amazon"),
          ("Aldi", "Aldi"), ("Lidl", "Lidl"), ("H-E-B", "H-E-B"), ("Publix", "Publix")]
ITEMS = ["roma tomatoes", "baby spinach", "whole milk", "greek yoghurt", "cheddar", "chicken thighs", "minced beef",
         "salmon fillets", "sourdough loaf", "croissants", "spaghetti", "basmati rice", "chopped tomatoes",
         "peanut butter", "rolled oats", "chickpeas", "coconut milk", "bananas", "apples", "avocados", "lemons",
         "potatoes", "onions", "garlic", "frozen peas", "ice cream", "fish fingers", "butter", "eggs", "hummus"]
CATEGORIES = ["Produce", "Dairy", "Meat & Fish", "Bakery", "Pantry", "Frozen"]
ADJECTIVES = ["organic", "family size", "value", "premium", "fresh", "large", "local"]
START = datetime.date(2026, 11, 1)
SCRAPED = datetime.datetime(2026, 11, 20, 6, 0, 0)
COLUMNS = ["store_name", "location", "zip_code", "item_name", "category", "original_price", "discount_price",
           "discount_percent", "valid_until", "aisle", "section", "image_url", "description", "scraped_at"]


def deal(rng, index):
    store, _ = rng.choice(STORES)
    item = rng.choice(ITEMS)
    if rng.random() < 0.5:
        item = rng.choice(ADJECTIVES) + " " + item
    original = rng.randint(99, 2999) / 100
    percent = rng.choice([10, 15, 20, 25, 30, 33, 40, 50])
    discount = round(original * (100 - percent) / 100, 2)
    percent = round((original - discount) / original * 100, 1)
    zip_code = f"{rng.randint(1000, 99999):05d}"
    valid = START + datetime.timedelta(days=rng.randint(0, 60))
    description = rng.choice([
        "", f"Save {percent}% on {item}", f'Limit 4, "while supplies last"', f"{item}, {rng.randint(1, 3)} for the price of one",
        "Members only; see store for details",
    ])
    scraped = SCRAPED + datetime.timedelta(seconds=index)
    return [store, rng.choice(["Springfield", "Riverside", "Fairview", "Madison"]), zip_code, f"{item} #{index}",
            rng.choice(CATEGORIES) if rng.random() < 0.9 else "", f"{original:.2f}", f"{discount:.2f}",
            f"{percent}", valid.isoformat(), f"Aisle {rng.randint(1, 24)}",
            rng.choice(["Produce", "Dairy", "Meat Counter", "Bakery", "Dry Goods", "Frozen"]),
            f"https://img.example.com/deals/{index}.jpg" if rng.random() < 0.7 else "", description,
            scraped.strftime("%Y-%m-%dT%H:%M:%SZ")]


def csv_field(value):
    if any(c in value for c in ',"\n'):
        return '"' + value.replace('"', '""') + '"'
    return value


def json_row(row):
    obj = {}
    for name, value in zip(COLUMNS, row):
        if name in ("original_price", "discount_price", "discount_percent"):
            obj[name] = float(value)
        else:
            obj[name] = value if value != "" else None
    return obj


def write_deals(out, count, seed):
    rng = random.Random(seed)
    with open(os.path.join(out, "deals.csv"), "w", newline="") as csv_file, \
            open(os.path.join(out, "deals.json"), "w") as array_file, \
            open(os.path.join(out, "deals.ndjson"), "w") as ndjson_file:
        csv_file.write(",".join(COLUMNS) + "\n")
        array_file.write("[\n")
        for index in range(count):
            row = deal(rng, index)
            csv_file.write(",".join(csv_field(v) for v in row) + "\n")
            text = json.dumps(json_row(row), ensure_ascii=False, separators=(",", ":"))
            array_file.write(("," if index else "") + text + "\n")
            ndjson_file.write(text + "\n")
        array_file.write("]\n")


def write_brews(out, count, seed):
    rng = random.Random(seed)
    recipes = ["Hoffmann V60", "Kasuya 4:6", "Onyx V60", "Lance Hedrick 1 cup", "House recipe"]
    tags = ["", "", "tooSour", "tooBitter", "tooWeak", "tooStrong"]
    start = datetime.datetime(2025, 1, 1, 7, 0, 0)
    with open(os.path.join(out, "brew_logs.csv"), "w") as f:
        f.write("id,timestamp,method,recipe_name_at_brew,dose_grams,target_yield_grams,water_temperature_celsius,"
                "grind_label,rating,taste_tag,note\n")
        for i in range(count):
            dose = rng.randint(120, 300) / 10
            ts = start + datetime.timedelta(minutes=17 * i)
            note = rng.choice(["", "bright, juicy", 'a bit "flat"', "great, would repeat"])
            f.write(f"brew-{i:07d},{ts.strftime('%Y-%m-%dT%H:%M:%SZ')},v60,{rng.choice(recipes)},{dose},"
                    f"{round(dose * rng.choice([15, 16, 17]))},{rng.randint(88, 97)},{rng.choice(['fine', 'medium-fine', 'medium'])},"
                    f"{rng.randint(1, 5)},{rng.choice(tags)},{csv_field(note)}\n")


def write_inventory(out, count, seed):
    rng = random.Random(seed)
    with open(os.path.join(out, "inventory.csv"), "w") as f:
        f.write("id,group_id,name,quantity,unit,category,location,purchase_date,expiration_date,price,currency_code\n")
        for i in range(count):
            bought = START + datetime.timedelta(days=rng.randint(0, 40))
            expires = bought + datetime.timedelta(days=rng.randint(1, 90))
            f.write(f"inv-{i:07d},grp-bench,{rng.choice(ITEMS)},{rng.randint(1, 6)},pcs,{rng.choice(CATEGORIES)},"
                    f"{rng.choice(['Fridge', 'Freezer', 'Pantry'])},{bought.isoformat()},{expires.isoformat()},"
                    f"{rng.randint(50, 1500) / 100:.2f},USD\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--brews", type=int, default=100_000)
    parser.add_argument("--inventory", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20261122)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    write_deals(args.out, args.deals, args.seed)
    write_brews(args.out, args.brews, args.seed + 1)
    write_inventory(args.out, args.inventory, args.seed + 2)


if __name__ == "__main__":
    main()
