import Testing

@testable import LarderAnalysis

@Suite struct ItemNameMatcherTests {
    @Test(
        arguments: [
            ("berries", "berry"), ("cherries", "cherry"), ("cookies", "cooky"), ("cookie", "cooky"),
            ("peaches", "peach"), ("radishes", "radish"), ("glasses", "glass"), ("boxes", "box"),
            ("tomatoes", "tomato"), ("potatoes", "potato"), ("apples", "apple"), ("sauces", "sauce"),
            ("cheeses", "cheese"), ("eggs", "egg"), ("peas", "pea"), ("pies", "pie"), ("toes", "toe"),
            ("glass", "glass"), ("hummus", "hummus"), ("asparagus", "asparagus"), ("gas", "gas"),
            ("milk", "milk"), ("2", "2"),
        ])
    func singularisesSimplePlurals(word: String, singular: String) {
        #expect(ItemNameMatcher.singular(word) == singular)
    }

    @Test func wordsAreLowercasedSplitAtPunctuationFilteredAndSingular() {
        #expect(ItemNameMatcher.words("Tomatoes, chopped") == ["tomato", "chopped"])
        #expect(ItemNameMatcher.words("  Salt & Vinegar CRISPS ") == ["salt", "vinegar", "crisp"])
        #expect(ItemNameMatcher.words("Baker's flour (1kg)") == ["baker", "flour", "1kg"])
        #expect(ItemNameMatcher.words("Bag of the apples and apples") == ["bag", "apple"])
        #expect(ItemNameMatcher.words("Crème fraîche") == ["crème", "fraîche"])
        #expect(ItemNameMatcher.words("&, of the").isEmpty)
    }

    @Test(
        arguments: [
            ("roma tomatoes", "tomato"), ("tomato", "Roma Tomatoes"), ("Tomatoes, chopped", "chopped tomatoes"),
            ("MILK", "milk"), ("Eggs", "free range egg"), ("Blueberries", "blueberry"), ("Peach", "peaches"),
            ("chocolate cookies", "Cookie, chocolate"), ("milk", "milk chocolate"),
        ])
    func namesThatMatch(first: String, second: String) {
        #expect(ItemNameMatcher.matches(first, second))
        #expect(ItemNameMatcher.matches(second, first), "the rule is symmetric")
    }

    @Test(
        arguments: [
            ("whole milk", "2% milk"), ("tomato", "potato"), ("green apples", "red apples"), ("bread", "breadcrumbs"),
            ("", "milk"), ("the", "the"),
        ])
    func namesThatDoNotMatch(first: String, second: String) {
        #expect(!ItemNameMatcher.matches(first, second))
        #expect(!ItemNameMatcher.matches(second, first))
    }
}
