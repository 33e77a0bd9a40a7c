// layoutc: --size 390x844 --dynamic-type accessibility3
// Contact rows that adapt to Dynamic Type: `@Environment(\.dynamicTypeSize)` with
// `.isAccessibilitySize` choosing between `AnyLayout(VStackLayout(...))` and
// `AnyLayout(HStackLayout(...))` in a `let` inside body, `@ScaledMetric(relativeTo: .headline)` for
// the avatar, initials from `split` and `compactMap(\.first)`, `ForEach(contacts) {
// ContactRow(contact: $0) }`, an `if` on a Bool field, and a #Preview with sample data.
// expect: row1 16 98.333 265.333 204.667
// expect: avatar1 16 98.333 103.667 103.667
// expect: name1 16 210 225.333 48
// expect: row2 16 323 266.667 204.333
// Worked (390x844 @3x, no safe area, accessibility3): headline is 40 pt (a 48 line), subheadline 36
// pt (43), largeTitle bold "Team" 62.333 high. The ScrollView's VStack (leading, spacing 20) is
// padded 16 and framed leading: "Team" at (16, 16), the first row at 16 + 62.333 + 20 = 98.333. The
// size is an accessibility size, so each row is a VStackLayout (leading, spacing 8): the avatar is
// 44 scaled as headline scales, 44 x 40 / 17 = 103.529 square, then the name column, 48 + 2 + 43 =
// 93: the row is 103.529 + 8 + 93 = 204.529 high, as wide as its widest child ("Product Designer",
// 265.333). Drawn: the row's bottom 302.863 rounds to 303, so 204.667; the avatar's far corner
// (119.529, 201.863) to (119.667, 202): 103.667 square. The name is at 98.333 + 103.529 + 8 =
// 209.863, drawn at 210. Row 2 is 20 lower at 322.863, drawn at 323, its bottom 527.392 at 527.333
// (204.333), as wide as "Engineering Lead" (266.667).
import SwiftUI

struct Contact: Identifiable {
    let id: String
    let name: String
    let role: String
    var isFavorite = false

    var initials: String {
        String(name.split(separator: " ").compactMap(\.first))
    }
}

struct ContactRow: View {
    let contact: Contact
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .headline) private var avatarSize: CGFloat = 44

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            : AnyLayout(HStackLayout(spacing: 12))
        layout {
            Text(contact.initials)
                .font(.headline)
                .frame(width: avatarSize, height: avatarSize)
                .background(Circle().fill(Color.accentColor.opacity(0.2)))
                .id("avatar\(contact.id)")
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(contact.name)
                        .font(.headline)
                        .id("name\(contact.id)")
                    if contact.isFavorite {
                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                    }
                }
                Text(contact.role)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct TeamScreen: View {
    let contacts: [Contact]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Team").font(.largeTitle.bold())
                ForEach(contacts) {
                    ContactRow(contact: $0).id("row\($0.id)")
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#Preview {
    TeamScreen(contacts: [
        Contact(id: "1", name: "Priya Raman", role: "Product Designer"),
        Contact(id: "2", name: "Tom Okafor", role: "Engineering Lead"),
        Contact(id: "3", name: "Mia Chen", role: "Research"),
    ])
}
