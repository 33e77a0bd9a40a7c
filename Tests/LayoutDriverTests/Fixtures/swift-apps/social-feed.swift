// layoutc: --size 390x844
// Social feed: `List(model.posts) { post in ... }` in the plain style, a Post model holding an
// Author struct and an optional `imageURL: URL?` made with `URL(string:)`, `if let url` around an
// AsyncImage (nothing is loaded, so its placeholder shows), `String(name.prefix(1))`, a computed
// timestamp with a ternary and integer division, a stored callback `var onLike: () -> Void` passed
// as a trailing closure, `firstIndex(where:)`, `.toggle()` and `+=` in an @Observable model,
// `.teal.gradient` and `.buttonStyle(.plain)`.
// expect: p1 16 15.667 358 250.667
// expect: photo 68 64.333 306 180
// expect: p2 16 298 358 66.667
// expect: p3 16 396 358 66.667
// Reworked after the iOS 26 list fit (layoutc(1) CONTROL METRICS): a later titled section header
// has 20 above its line (was 25) and rows have 15.75 above and below their content (was 16 and
// 15.5), so frames below a later header are 5 higher and row content 0.25 higher, on the pixel grid.
// Worked (390x844 @3x, no safe area): the plain list fills the screen; each row is its content
// inset 16 at the sides, 16 above and 15.5 below, at least 52 high. A PostRow is an HStack
// (top-aligned, spacing 12) of the 40x40 avatar and a column framed to the rest of the width: 358 -
// 40 - 12 = 306, at x 68. The column (spacing 4): the name line (headline, 20.333), the text (body,
// 20.333), the photo (180) when there is one, and the actions (subheadline labels, 18: a symbol is
// a square of the line). Post 1 has a photo: 20.333 + 4 + 20.333 + 4 + 180 + 4 + 18 = 250.667, at
// (16, 16); the photo at y 16 + 48.667 = 64.667. Its row is 250.667 + 31.5 = 282.167. Post 2 has
// none: 66.667 high, at 282.167 + 16 = 298.167, drawn at 298.333; its row is 98.167, so post 3 is
// at 282.167 + 98.167 + 16 = 396.333.
import SwiftUI

struct Author {
    let name: String
    let handle: String
}

struct Post: Identifiable {
    let id: String
    let author: Author
    let text: String
    var imageURL: URL? = nil
    var likes: Int
    var isLiked = false
    let minutesAgo: Int

    var timestamp: String {
        minutesAgo < 60 ? "\(minutesAgo)m" : "\(minutesAgo / 60)h"
    }
}

@Observable
final class FeedModel {
    var posts: [Post] = [
        Post(id: "p1", author: Author(name: "Nora Diaz", handle: "nora"), text: "First light over the bay.",
             imageURL: URL(string: "https://example.com/bay.jpg"), likes: 214, minutesAgo: 12),
        Post(id: "p2", author: Author(name: "Ken Ito", handle: "kito"), text: "Shipping the new build today!",
             likes: 38, isLiked: true, minutesAgo: 95),
        Post(id: "p3", author: Author(name: "Lea Roth", handle: "lea"), text: "Anyone up for a run?",
             likes: 7, minutesAgo: 180),
    ]

    func toggleLike(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].isLiked.toggle()
        posts[index].likes += posts[index].isLiked ? 1 : -1
    }
}

struct FeedView: View {
    @State private var model = FeedModel()

    var body: some View {
        List(model.posts) { post in
            PostRow(post: post) {
                model.toggleLike(post)
            }
            .id(post.id)
        }
        .listStyle(.plain)
    }
}

struct PostRow: View {
    let post: Post
    var onLike: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(String(post.author.name.prefix(1)))
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(Circle().fill(.teal.gradient))
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Text(post.author.name).font(.headline)
                    Text("@\(post.author.handle) · \(post.timestamp)")
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                Text(post.text)
                if let url = post.imageURL {
                    AsyncImage(url: url) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Color(.systemGray5)
                    }
                    .frame(height: 180)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .id("photo")
                }
                HStack(spacing: 24) {
                    Button(action: onLike) {
                        Label("\(post.likes)", systemImage: post.isLiked ? "heart.fill" : "heart")
                    }
                    Label("Reply", systemImage: "bubble.left")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .buttonStyle(.plain)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#Preview {
    FeedView()
}
