// The models of the recipe grid (swift-apps/recipe-grid.swift split into three files of one
// module): read with RecipeGridView.swift and RecipeCard.swift, `layoutc *.swift`.
import Foundation

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
