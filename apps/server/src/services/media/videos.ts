import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mediaMessages } from '@studio/contracts';
import { z } from 'zod';

const run = promisify(execFile);

/** ffmpeg and ffprobe as the server runs them (Debian's `ffmpeg` package by default). */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What was learnt of a clip: size and length, a poster frame, or why not. */
export interface VideoInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
  poster: Buffer | null;
  notice: string | null;
}

/** A clip is read for at most this long: a pathological file cannot hold an upload forever. */
const TOOL_TIMEOUT_MS = 60_000;

const probeSchema = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.coerce.number().optional() }).default({}),
});

const isMissingTool = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Size and length by ffprobe and a poster frame by ffmpeg, each a child process (never the
 * event loop's work). Without ffmpeg the clip is stored all the same, with a notice why it
 * has no poster or size.
 */
export async function probeVideo(path: string, tools: VideoTools): Promise<VideoInfo> {
  const none = { width: null, height: null, duration: null, poster: null };
  let probe: z.infer<typeof probeSchema>;
  try {
    const { stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    probe = probeSchema.parse(JSON.parse(stdout));
  } catch (error) {
    if (isMissingTool(error)) return { ...none, notice: mediaMessages.noFfmpeg };
    return { ...none, notice: mediaMessages.noPoster };
  }
  const video = probe.streams.find((stream) => stream.codec_type === 'video');
  const duration = probe.format.duration ?? null;
  const info = {
    width: video?.width ?? null,
    height: video?.height ?? null,
    duration: duration !== null && Number.isFinite(duration) ? duration : null,
  };
  const posterPath = `${path}.poster.jpg`;
  try {
    // A frame a second in (or the first, for a shorter clip), at most 1280 wide.
    const at = info.duration !== null && info.duration > 2 ? '1' : '0';
    await run(
      tools.ffmpeg,
      [
        ...['-v', 'error', '-ss', at, '-i', path, '-frames:v', '1'],
        ...['-vf', "scale='min(1280,iw)':-2", '-q:v', '3', '-y', posterPath],
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return { ...info, poster: await readFile(posterPath), notice: null };
  } catch (error) {
    return {
      ...info,
      poster: null,
      notice: isMissingTool(error) ? mediaMessages.noFfmpeg : mediaMessages.noPoster,
    };
  } finally {
    await rm(posterPath, { force: true });
  }
}
