import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mediaMessages } from '@studio/contracts';
import { z } from 'zod';
import { ServiceError } from '../errors';

const run = promisify(execFile);

/** ffmpeg and ffprobe as the server runs them (Debian's `ffmpeg` package by default). */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What was learnt of a clip: size and length, a poster frame, or why not. */
interface VideoInfo {
  width: number | null;
  height: number | null;
  duration: number | null;
  poster: Buffer | null;
  notice: string | null;
  /** The clip without its metadata (place, device), when ffmpeg could rewrite it. */
  stripped: string | null;
}

/**
 * The clip copied stream by stream (no re-encoding) without its metadata; null when ffmpeg
 * cannot (the original is then stored as it came: it played, ffprobe read it).
 */
async function strip(path: string, ext: string, tools: VideoTools): Promise<string | null> {
  const out = `${path}.stripped.${ext}`;
  const faststart = ext === 'webm' ? [] : ['-movflags', '+faststart'];
  try {
    await run(
      tools.ffmpeg,
      [
        ...['-v', 'error', '-i', path, '-map', '0', '-map_metadata', '-1', '-c', 'copy'],
        ...[...faststart, '-y', out],
      ],
      { timeout: TOOL_TIMEOUT_MS },
    );
    return out;
  } catch {
    await rm(out, { force: true });
    return null;
  }
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

/** A file that starts like a clip but is none (or a damaged one): the sender's, so a 400. */
function unreadable(cause: unknown): ServiceError {
  const error = new ServiceError('invalid', mediaMessages.unreadable, {
    issues: [{ path: 'file', message: mediaMessages.unreadable }],
  });
  error.cause = cause;
  return error;
}

/**
 * Size and length by ffprobe, the clip rewritten without its metadata (and, for MP4 and
 * QuickTime, with its index first, so it starts playing before it has all arrived) and a
 * poster frame by ffmpeg: each a child process, never the event loop's work. A file ffprobe
 * cannot read, or finds no video stream in, is refused. Without ffprobe the clip is stored as
 * it came, with a notice why it has no poster or size.
 */
export async function probeVideo(path: string, ext: string, tools: VideoTools): Promise<VideoInfo> {
  let probe: z.infer<typeof probeSchema>;
  try {
    const { stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024 },
    );
    probe = probeSchema.parse(JSON.parse(stdout));
  } catch (error) {
    if (!isMissingTool(error)) throw unreadable(error);
    const none = { width: null, height: null, duration: null, poster: null, stripped: null };
    return { ...none, notice: mediaMessages.noFfmpeg };
  }
  const video = probe.streams.find((stream) => stream.codec_type === 'video');
  if (!video) throw unreadable(new Error('no video stream'));
  const duration = probe.format.duration ?? null;
  const info = {
    width: video.width ?? null,
    height: video.height ?? null,
    duration: duration !== null && Number.isFinite(duration) ? duration : null,
    stripped: await strip(path, ext, tools),
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
