// A card of the grid, used by RecipeGridView.swift.
import SwiftUI

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
