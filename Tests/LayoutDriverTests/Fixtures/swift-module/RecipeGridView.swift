// The grid screen; its cards and models are in the module's other files. The frames are
// recipe-grid.swift's, worked there by hand; SwiftModuleTests checks them.
import SwiftUI

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

#Preview("Recipes") {
    RecipeGridView(recipes: Recipe.samples)
}
