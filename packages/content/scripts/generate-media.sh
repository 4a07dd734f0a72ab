#!/usr/bin/env bash
# Regenerates every built-in media file under packages/content/public/media:
#   - SVG art (posters, covers, equipment, logo, heroes, home images), written by media/main.mjs;
#   - short looping H.264 clips (no audio) animated by ffmpeg from still SVG layers, plus a
#     JPEG poster frame per clip.
# Needs node and Debian's ffmpeg (libx264 and librsvg). Overwrites the folder; safe to re-run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(dirname "$here")/public/media"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for tool in node ffmpeg; do
  command -v "$tool" >/dev/null || { echo "generate-media: $tool is required" >&2; exit 1; }
done

rm -rf "$out"
mkdir -p "$out/video"
node "$here/media/main.mjs" "$out" "$tmp"

# Rasterise each layer once; ffmpeg then only moves pictures around.
for layer in "$tmp"/*.svg; do
  ffmpeg -v error -y -i "$layer" -frames:v 1 "${layer%.svg}.png"
done

FPS=24
# Bit-exact, no metadata, no audio, web-friendly.
ENCODE=(-c:v libx264 -preset slow -crf 27 -pix_fmt yuv420p -profile:v high -r "$FPS"
  -movflags +faststart -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact -threads 1)

# Inputs of the next clip: add_still LAYER SECONDS | add_lavfi SOURCE.
inputs=()
add_still() { inputs+=(-loop 1 -framerate "$FPS" -t "$2" -i "$tmp/$1.png"); }
add_lavfi() { inputs+=(-f lavfi -i "$1"); }

# clip NAME SECONDS FILTERGRAPH: renders the queued inputs; the graph must end in [v].
clip() {
  local name=$1 seconds=$2 graph=$3
  ffmpeg -v error -y "${inputs[@]}" -filter_complex "$graph" -map '[v]' -t "$seconds" "${ENCODE[@]}" \
    "$out/video/$name.mp4"
  ffmpeg -v error -y -i "$out/video/$name.mp4" -frames:v 1 -q:v 5 "$out/video/$name.jpg"
  inputs=()
  echo "video/$name.mp4"
}

# For scenes that drift instead of cycling: render D+F seconds, then cross-fade the last F
# seconds into the first F so the clip's end flows into its start.
loop() { # D F: appended to a graph whose scene ends in [s]
  local d=$1 f=$2
  echo ";[s]split[s1][s2];[s1]trim=start=$f:end=$((d + f)),setpts=PTS-STARTPTS[main];[s2]trim=end=$f,setpts=PTS-STARTPTS[head];[main][head]xfade=transition=fade:duration=$f:offset=$((d - f)),format=yuv420p[v]"
}

# Home hero: gold bokeh drifting in parallax with a light leak sweeping through (854x480, 5 s).
for layer in hero-bg hero-bokeh-a hero-bokeh-b hero-leak; do add_still "$layer" 6; done
clip hero 5 "[0]format=rgba[bg];[2]format=rgba[b];[1]format=rgba[a];[3]format=rgba[l];\
[bg][b]overlay=x='-150-12*t':y='-120-10*t'[v1];[v1][a]overlay=x='-60-25*t':y='-40-18*t'[v2];\
[v2][l]overlay=x='-500+160*t':y='-300+30*t',vignette=PI/5[s]$(loop 5 1)"

# Valley at dawn: mist drifting between the ridges, birds crossing (documentary slides, trailer).
valley() { # name prefix height seconds
  for layer in sky far mist near birds; do add_still "$2-$layer" $(($4 + 1)); done
  clip "$1" "$4" "[0][1]overlay[v1];[2]format=rgba,split[m1][m2];[m2]colorchannelmixer=aa=0.6[m3];\
[v1][m1]overlay=x='-300-14*t':y=0[v2];[v2][3]overlay[v3];[v3][m3]overlay=x='-900+22*t':y=24[v4];\
[v4][4]overlay=x='-220+150*t':y='$(($3 / 5))-5*t',vignette=PI/5[s]$(loop "$4" 1)"
}
valley doc-slide-1 dawn 480 5
valley trailer-3 teal 360 4

# Night over the range: stars wheel slowly, aurora curtains drift (documentary slide 2).
for layer in night-sky night-stars night-aurora night-far night-mist night-near; do add_still "$layer" 6; done
clip doc-slide-2 5 "[1]format=rgba,rotate=a='0.012*t':c=none[st];[0][st]overlay=x=-273:y=-640[v1];\
[2]format=rgba,split[a1][a2];[a2]hflip,colorchannelmixer=aa=0.7[a3];\
[v1][a1]overlay=x='-300-30*t':y=-20[v2];[v2][a3]overlay=x='-700+24*t':y=10[v3];[v3][3]overlay[v4];\
[4]format=rgba[m];[v4][m]overlay=x='-300-10*t':y=0[v5];[v5][5]overlay,vignette=PI/5[s]$(loop 5 1)"

# Stage lights sweeping over a crowd (after-production reel 1; exactly periodic, 4 s).
for layer in stage-bg stage-beam-gold stage-beam-violet stage-crowd; do add_still "$layer" 4; done
clip reel-1 4 "[1]format=rgba,split[g1][g2];[2]format=rgba,split[p1][p2];\
[g1]rotate=a='0.35*sin(2*PI*t/4)':c=none[rg1];[g2]rotate=a='-0.35*sin(2*PI*t/4)':c=none[rg2];\
[p1]rotate=a='0.3*cos(2*PI*t/4)':c=none[rp1];[p2]rotate=a='-0.3*cos(2*PI*t/4)':c=none[rp2];\
[0][rp1]overlay=x=-290:y=-450[v1];[v1][rp2]overlay=x=30:y=-450[v2];[v2][rg1]overlay=x=-370:y=-450[v3];\
[v3][rg2]overlay=x=110:y=-450[v4];[v4][3]overlay,eq=brightness='0.03*sin(2*PI*t)':eval=frame,vignette=PI/5,format=yuv420p[v]"

# A sound, periodic over 4 s (every frequency a multiple of 1/4 Hz), drawn as glowing ribbons.
# 46080 Hz = 24 fps x 640 columns x 3 samples, so showwaves draws exactly 24 frames a second;
# tones just off multiples of 24 Hz make the ribbons drift slowly instead of flickering.
SOUND="aevalsrc=exprs='0.55*sin(2*PI*48.25*t)*(0.55+0.45*sin(2*PI*t/4))*(0.6+0.4*sin(2*PI*t*2))+0.2*sin(2*PI*96.5*t)|0.45*sin(2*PI*71.75*t)*(0.5+0.5*cos(2*PI*t/2))*(0.7+0.3*sin(2*PI*t*3))':s=46080:d=6"

# Sound design reel (after-production reel 2).
add_still stage-bg 4
add_lavfi "$SOUND"
clip reel-2 4 "[1]showwaves=s=640x360:mode=cline:rate=$FPS:split_channels=1:colors=0xd4af37|0xb48cff:draw=full,trim=start=1:duration=4,setpts=PTS-STARTPTS,format=rgba,split[w1][w2];\
[w2]gblur=sigma=10[glow];[0][glow]overlay[v1];[v1][w1]overlay,vignette=PI/5,format=yuv420p[v]"

# Podcast: the microphone over its own waveform (trailer 1).
add_still mic-bg 4
add_still mic 4
add_lavfi "$SOUND"
clip trailer-1 4 "[2]showwaves=s=640x240:mode=cline:rate=$FPS:colors=0xd4af37:draw=full,trim=start=1:duration=4,setpts=PTS-STARTPTS,format=rgba,colorchannelmixer=aa=0.45,split[w1][w2];\
[w2]gblur=sigma=8[glow];[0][glow]overlay=y=60[v1];[v1][w1]overlay=y=60[v2];[1]scale=240:240[mic];\
[v2][mic]overlay=x=200:y=60,eq=brightness='0.02*sin(4*PI*t)':eval=frame,vignette=PI/5,format=yuv420p[v]"

# Music: a record turning (one turn every 2 s; trailer 2).
for layer in vinyl-bg vinyl-disc vinyl-shine vinyl-arm; do add_still "$layer" 4; done
clip trailer-2 4 "[1]format=rgba,rotate=a='PI*t':c=none[disc];[0][disc]overlay=x=120:y=20[v1];[v1][2]overlay=x=120:y=20[v2];\
[v2][3]overlay,vignette=PI/5,format=yuv420p[v]"

# Film running through the gate with a warm flicker (trailer 4; 3 frames of 220 px per 4 s).
add_lavfi "color=c=0x141418:s=640x360:r=$FPS:d=4"
add_still film-strip 4
add_still film-leak 4
clip trailer-4 4 "[0][1]overlay=x='-mod(165*t,660)':y=0[v1];[v1][2]overlay,eq=brightness='0.025*sin(6*PI*t/4)+0.015*sin(10*PI*t/4)':eval=frame,vignette=PI/4,format=yuv420p[v]"

du -sh "$out"
