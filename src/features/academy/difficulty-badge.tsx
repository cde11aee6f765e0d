import { Badge } from '@/components/ui/card';
import { cn } from '@/lib/utils';

// Green for beginner, yellow for intermediate, red for advanced (dark text on light fills for contrast).
const STYLES = {
  beginner: 'bg-emerald-100 text-emerald-800 ring-1 ring-emerald-300',
  intermediate: 'bg-yellow-100 text-yellow-800 ring-1 ring-yellow-300',
  advanced: 'bg-red-100 text-red-700 ring-1 ring-red-300',
} as const;

const LABELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

export type Difficulty = keyof typeof STYLES;

export function DifficultyBadge({ level, className }: { level: Difficulty; className?: string }) {
  return (
    <Badge className={cn(STYLES[level], className)} data-difficulty={level}>
      {LABELS[level]}
    </Badge>
  );
}
