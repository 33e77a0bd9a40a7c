// layoutc: --size 390x844
// Recipe card grid: a model struct with an enum field (String raw value, CaseIterable, a computed
// Color), a sample array as a static property, a computed `filter(\.isFavorite)` and its `.count`
// in an interpolated string, a LazyVGrid of two flexible GridItems over `ForEach(visibleRecipes) {
// RecipeCard(recipe: $0) }`, `withAnimation { x.toggle() }` in a Button, LinearGradient,
// `Color(.secondarySystemBackground)`, `.fontDesign(.rounded)` and `.rawValue.capitalized`.
// expect: lemon-pasta 16 46 171 176.667
// expect: green-curry 203 46 171 176.667
// expect: shakshuka 16 238.667 171 176.667
// Worked (390x844 @3x, no safe area): the ScrollView fills the screen and shows its content from
// the top; `.padding()` makes the VStack 358 wide at (16, 16). The header row is subheadline texts,
// 18 high, then 12. The grid starts at 16 + 18 + 12 = 46. Two flexible columns with 16 between them
// share 358: (358 - 16) / 2 = 171 each, at x 16 and 16 + 171 + 16 = 203. A card fills its column:
// its VStack (spacing 6) holds the 110-high gradient, the headline (20.333) and the caption row
// (14.333): 110 + 6 + 20.333 + 6 + 14.333 = 156.667, plus 10 padding above and below = 176.667. The
// second row of cards is 16 lower: 46 + 176.667 + 16 = 238.667.
import SwiftUI

enum Difficulty: String, CaseIterable {
    case easy, medium, hard

    var color: Color {
        switch self {
        case .easy: .green
        case .medium: .orange
        case .hard: .red
        }
    }
}

struct Recipe: Identifiable {
    let id: String
    let name: String
    let minutes: Int
    let difficulty: Difficulty
    var isFavorite = false

    static let samples: [Recipe] = [
        Recipe(id: "lemon-pasta", name: "Lemon Pasta", minutes: 20, difficulty: .easy, isFavorite: true),
        Recipe(id: "green-curry", name: "Green Curry", minutes: 45, difficulty: .medium),
        Recipe(id: "shakshuka", name: "Shakshuka", minutes: 30, difficulty: .easy, isFavorite: true),
        Recipe(id: "beef-wellington", name: "Beef Wellington", minutes: 150, difficulty: .hard),
    ]
}

struct RecipeGridView: View {
    let recipes: [Recipe]
    @State private var showFavoritesOnly = false

    private let columns = [
        GridItem(.flexible(), spacing: 16),
        GridItem(.flexible()),
    ]

    private var visibleRecipes: [Recipe] {
        showFavoritesOnly ? recipes.filter(\.isFavorite) : recipes
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text("\(visibleRecipes.count) recipes")
                        .foregroundStyle(.secondary)
                    Spacer()
                    Button(showFavoritesOnly ? "Show All" : "Favorites") {
                        withAnimation { showFavoritesOnly.toggle() }
                    }
                }
                .font(.subheadline)
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(visibleRecipes) {
                        RecipeCard(recipe: $0).id($0.id)
                    }
                }
            }
            .padding()
        }
    }
}

struct RecipeCard: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .frame(height: 110)
            Text(recipe.name)
                .font(.headline)
                .lineLimit(1)
            HStack {
                Text("\(recipe.minutes) min")
                Spacer()
                Text(recipe.difficulty.rawValue.capitalized)
                    .foregroundStyle(recipe.difficulty.color)
            }
            .font(.caption)
        }
        .fontDesign(.rounded)
        .padding(10)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    RecipeGridView(recipes: Recipe.samples)
}
