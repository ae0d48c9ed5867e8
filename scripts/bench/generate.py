#!/usr/bin/env python3
"""Writes larder's benchmark inputs, deterministically (seeded): a deals feed as CSV, a JSON array and
NDJSON with the same rows, plus brew logs and inventory items.

The feed is made as real deal feeds are (issue 30): about 7 % of its rows invalid, each in one of the
ways scrapers get rows wrong (a price that is no number, a day that does not exist, no item name, a
negative price, a discount over 100 %), and now and then a row that repeats the key (store, zip code,
item, last day) of an earlier row with another price. The same rows without either go to
deals-clean.csv, and with only the repeated keys to deals-repeats.csv, so that the cost of a rejected
row and of a repeated key can be told apart: the three files have the same number of rows.

usage: generate.py OUT_DIR [--deals N] [--brews N] [--inventory N] [--invalid FRACTION] [--repeat-every N]
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


def number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def csv_field(value):
    if any(c in value for c in ',"\n'):
        return '"' + value.replace('"', '""') + '"'
    return value


def json_row(row):
    obj = {}
    for name, value in zip(COLUMNS, row):
        if name in ("original_price", "discount_price", "discount_percent") and number(value):
            obj[name] = float(value)
        else:
            obj[name] = value if value != "" else None
    return obj


KEY = [COLUMNS.index(name) for name in ("store_name", "zip_code", "item_name", "valid_until")]
PRICE, PERCENT, ITEM, UNTIL = (COLUMNS.index(name) for name in ("discount_price", "discount_percent", "item_name",
                                                                 "valid_until"))
# How each invalid row is wrong, in turn: what scrapers of deal pages get wrong.
FAULTS = ["price", "day", "item", "negative", "percent"]


def invalid(row, fault):
    """The row made invalid in one way (`fault`), each a reason larder must reject it for."""
    row = list(row)
    if fault == "price":
        row[PRICE] = "see store"
    elif fault == "day":
        row[UNTIL] = row[UNTIL][:5] + "02-30"
    elif fault == "item":
        row[ITEM] = ""
    elif fault == "negative":
        row[PRICE] = "-" + row[PRICE]
    else:
        row[PERCENT] = "150"
    return row


def write_deals(out, count, seed, invalid_fraction, repeat_every):
    """The deals feed: deals.csv, deals.json and deals.ndjson (the real feed), deals-clean.csv and
    deals-repeats.csv (see the module's documentation)."""
    rng = random.Random(seed)
    faults = random.Random(seed + 100)
    names = ["deals.csv", "deals.json", "deals.ndjson", "deals-clean.csv", "deals-repeats.csv"]
    files = {name: open(os.path.join(out, name), "w", newline="") for name in names}
    try:
        for name in ("deals.csv", "deals-clean.csv", "deals-repeats.csv"):
            files[name].write(",".join(COLUMNS) + "\n")
        files["deals.json"].write("[\n")
        earlier = []
        for index in range(count):
            clean = deal(rng, index)
            repeated = clean
            # A repeat takes the key of a row a few thousand rows back, with this row's price.
            if repeat_every and index % repeat_every == repeat_every - 1 and earlier:
                key_row = earlier[faults.randrange(len(earlier))]
                repeated = list(clean)
                for column in KEY:
                    repeated[column] = key_row[column]
            real = repeated
            if faults.random() < invalid_fraction:
                real = invalid(repeated, FAULTS[index % len(FAULTS)])
            if index % 97 == 0:
                earlier.append(clean)
                if len(earlier) > 64:
                    earlier.pop(0)
            files["deals-clean.csv"].write(",".join(csv_field(v) for v in clean) + "\n")
            files["deals-repeats.csv"].write(",".join(csv_field(v) for v in repeated) + "\n")
            files["deals.csv"].write(",".join(csv_field(v) for v in real) + "\n")
            text = json.dumps(json_row(real), ensure_ascii=False, separators=(",", ":"))
            files["deals.json"].write(("," if index else "") + text + "\n")
            files["deals.ndjson"].write(text + "\n")
        files["deals.json"].write("]\n")
    finally:
        for f in files.values():
            f.close()


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
    parser.add_argument("--invalid", type=float, default=0.07, help="the fraction of invalid rows in the real feed")
    parser.add_argument("--repeat-every", type=int, default=10_000,
                        help="every Nth row repeats an earlier row's key (0: none)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    write_deals(args.out, args.deals, args.seed, args.invalid, args.repeat_every)
    write_brews(args.out, args.brews, args.seed + 1)
    write_inventory(args.out, args.inventory, args.seed + 2)


if __name__ == "__main__":
    main()
