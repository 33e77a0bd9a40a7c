// layoutc: --size 390x844
// Profile header: a model struct passed to the view (`ProfileHeader(user: .preview)`), an optional
// bio shown with `if let ..., !bio.isEmpty`, initials made with `split`, `prefix`, `map {
// String($0.prefix(1)) }` and `joined()`, counts shown with `.formatted()`, a private helper
// function returning `some View` called three times in an HStack, a stored callback `var onEdit: ()
// -> Void` passed as a trailing closure, a LinearGradient fill and a #Preview.
// expect: avatar 16 16 72 72
// expect: edit 320.667 35 53.333 34.333
// expect: bio 16 100 198.333 18
// expect: followers 135.333 130 119.333 36.667
// Worked (390x844 @3x, no safe area): the preview frames the header to the full height with top
// alignment, so `.padding()` puts the VStack at (16, 16), 358 wide (the stat columns fill it). Row
// 1 (HStack, spacing 16): the avatar is a fixed 72x72 frame at (16, 16); the name column is "Maya
// Jensen" (title2 bold, 26.333) + 2 + "@mayaj" (20.333) = 48.667 high; the bordered "Edit" button
// is its label (29.333) + 12 on each side = 53.333 wide and 20.333 + 7 + 7 = 34.333 high. The
// Spacer takes what is left, so the button ends at 16 + 358 = 374: x 320.667; centred in the
// 72-high row, y 16 + (72 - 34.333) / 2 = 34.833, drawn at 35. The bio (subheadline, one 18-high
// line, 198.333 wide) is 12 below the row: y 100. The stats row is 12 lower, at 130: three
// `.frame(maxWidth: .infinity)` columns with equal flexibility share 358 equally, 119.333 each, so
// "Followers" is the second at x 135.333; each is headline (20.333) + 2 + caption (14.333) = 36.667
// high.
import SwiftUI

struct User {
    let name: String
    let handle: String
    var bio: String?
    let posts: Int
    let followers: Int
    let following: Int

    var initials: String {
        name.split(separator: " ")
            .prefix(2)
            .map { String($0.prefix(1)) }
            .joined()
    }

    static let preview = User(
        name: "Maya Jensen", handle: "mayaj", bio: "Designer. Coffee. Mountains.",
        posts: 128, followers: 12_480, following: 312)
}

struct ProfileHeader: View {
    let user: User
    var onEdit: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                Text(user.initials)
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .frame(width: 72, height: 72)
                    .background(
                        Circle().fill(
                            LinearGradient(
                                colors: [.purple, .blue], startPoint: .topLeading,
                                endPoint: .bottomTrailing))
                    )
                    .id("avatar")
                VStack(alignment: .leading, spacing: 2) {
                    Text(user.name).font(.title2.bold())
                    Text("@\(user.handle)").foregroundStyle(.secondary)
                }
                Spacer()
                Button("Edit", action: onEdit)
                    .buttonStyle(.bordered)
                    .id("edit")
            }
            if let bio = user.bio, !bio.isEmpty {
                Text(bio)
                    .font(.subheadline)
                    .id("bio")
            }
            HStack(spacing: 0) {
                stat(value: user.posts, title: "Posts")
                stat(value: user.followers, title: "Followers")
                    .id("followers")
                stat(value: user.following, title: "Following")
            }
        }
        .padding()
    }

    private func stat(value: Int, title: String) -> some View {
        VStack(spacing: 2) {
            Text(value.formatted())
                .font(.headline)
                .monospacedDigit()
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ProfileHeader(user: .preview) {
        print("edit profile")
    }
    .frame(maxHeight: .infinity, alignment: .top)
}
