// layoutc: --size 390x844
// Music library with a mini player: an @Observable Player with an explicit init and an optional
// `current: Track?`, a computed `progress` with `guard let current, ... else { return 0 }` and
// `min`, `.safeAreaInset(edge: .bottom)` holding `if let track = player.current { MiniPlayer(...)
// }`, methods passed as stored callbacks (`onPlayPause: player.togglePlayback`), a ternary symbol
// name, `ProgressView(value:)`, `.indigo.gradient`, `String(album.year)`, subscripts in the
// #Preview (`Album.samples[0].tracks[0]`) and a plain List over albums.
// expect: library 0 0 390 780
// expect: miniPlayer 0 780 390 64
// expect: progress 0 780 390 4
// expect: artwork 16 792 44 44
// Worked (390x844 @3x, no safe area): the mini player is the inset: a linear ProgressView (a 4-high
// bar across the width) over an HStack padded 16 at the sides and 8 above and below, as high as the
// 44x44 artwork (the text column is 18 + 2 + 14.333, the title2 symbols 26.333): 4 + 8 + 44 + 8 =
// 64, at the bottom with spacing 0: y 844 - 64 = 780, the bar at its top. The artwork is at (16,
// 780 + 4 + 8) = (16, 792). The list takes the 780 above it.
import SwiftUI

struct Track: Identifiable {
    let id = UUID()
    let title: String
    let artist: String
    let duration: TimeInterval
}

struct Album: Identifiable {
    let id: Int
    let title: String
    let artist: String
    let year: Int
    var tracks: [Track] = []

    static let samples = [
        Album(id: 1, title: "Blue Rev", artist: "Alvvays", year: 2022, tracks: [
            Track(title: "Pharmacist", artist: "Alvvays", duration: 151),
        ]),
        Album(id: 2, title: "Heaven or Las Vegas", artist: "Cocteau Twins", year: 1990),
    ]
}

@Observable
final class Player {
    var current: Track?
    var isPlaying: Bool
    var elapsed: TimeInterval

    init(current: Track? = nil, isPlaying: Bool = false, elapsed: TimeInterval = 0) {
        self.current = current
        self.isPlaying = isPlaying
        self.elapsed = elapsed
    }

    var progress: Double {
        guard let current, current.duration > 0 else { return 0 }
        return min(elapsed / current.duration, 1)
    }

    func togglePlayback() { isPlaying.toggle() }
    func skip() { elapsed = 0 }
}

struct LibraryView: View {
    let albums: [Album]
    @State var player: Player

    var body: some View {
        List(albums) { album in
            VStack(alignment: .leading, spacing: 2) {
                Text(album.title).font(.headline)
                Text("\(album.artist) · \(String(album.year))").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .listStyle(.plain)
        .id("library")
        .safeAreaInset(edge: .bottom, spacing: 0) {
            if let track = player.current {
                MiniPlayer(track: track, isPlaying: player.isPlaying, progress: player.progress,
                           onPlayPause: player.togglePlayback, onNext: player.skip)
                    .id("miniPlayer")
            }
        }
    }
}

struct MiniPlayer: View {
    let track: Track
    let isPlaying: Bool
    let progress: Double
    var onPlayPause: () -> Void
    var onNext: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            ProgressView(value: progress).tint(.pink).id("progress")
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6).fill(.indigo.gradient)
                    .frame(width: 44, height: 44)
                    .id("artwork")
                VStack(alignment: .leading, spacing: 2) {
                    Text(track.title).font(.subheadline.weight(.semibold)).lineLimit(1)
                    Text(track.artist).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                }
                Spacer()
                Button(action: onPlayPause) {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.title2)
                }
                Button(action: onNext) { Image(systemName: "forward.fill").font(.title2) }
            }
            .padding(.horizontal).padding(.vertical, 8)
            .buttonStyle(.plain)
        }
        .background(.regularMaterial)
    }
}

#Preview {
    LibraryView(
        albums: Album.samples,
        player: Player(current: Album.samples[0].tracks[0], isPlaying: true, elapsed: 73))
}
